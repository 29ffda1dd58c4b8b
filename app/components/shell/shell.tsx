import { IconSprite } from "../icons/sprite";
import { useTranslation } from "../../i18n/react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { LocationDialog } from "../location/location-dialog";
import { FloatingCallButton } from "./floating-call-button";
import { Footer } from "./footer";
import { Header } from "./header";
import { SupportBanner } from "./support-banner";
import { TopBar } from "./top-bar";

export function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) return <>{children}</>;
  const { brand, place, user } = data;
  return (
    <>
      <IconSprite />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <TopBar place={place} supportPhone={brand.supportPhone} supportEmail={brand.supportEmail} />
      <Header brandName={brand.name} user={user} />
      <main id="main">{children}</main>
      <SupportBanner supportWhatsApp={brand.supportWhatsApp} />
      <Footer brandName={brand.name} supportPhone={brand.supportPhone} supportEmail={brand.supportEmail} />
      <FloatingCallButton supportPhone={brand.supportPhone} />
      <LocationDialog place={place} />
    </>
  );
}
