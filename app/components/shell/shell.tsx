import { useTranslation } from "../../i18n/react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { LocationDialog } from "../location/location-dialog";
import { LocationPrompt } from "../location/location-prompt";
import { FloatingCallButton } from "./floating-call-button";
import { Header } from "./header";
import { TopBar } from "./top-bar";
import { hydrateLater } from "../../render/hydrate-later";

// At the bottom of every page: their code loads after the page is interactive.
const SupportBanner = hydrateLater(() => import("./support-banner").then((module) => module.SupportBanner));
const Footer = hydrateLater(() => import("./footer").then((module) => module.Footer));

export function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) return <>{children}</>;
  const { brand, place, user, askLocation } = data;
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <TopBar place={place} supportPhone={brand.supportPhone} supportEmail={brand.supportEmail} />
      <Header brandName={brand.name} user={user} />
      <LocationPrompt ask={askLocation} />
      <main id="main">{children}</main>
      <SupportBanner supportWhatsApp={brand.supportWhatsApp} />
      <Footer brandName={brand.name} supportPhone={brand.supportPhone} supportEmail={brand.supportEmail} myData={user?.role === "patient"} />
      <FloatingCallButton supportPhone={brand.supportPhone} />
      <LocationDialog place={place} />
    </>
  );
}
