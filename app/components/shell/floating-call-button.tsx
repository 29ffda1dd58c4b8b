import { memo } from "react";
import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { telUrl } from "./support-links";

// memo: the shell renders again on every change of the router's state; see "Rendered again only when its props change" in app/render/hydrate-later.tsx.
export const FloatingCallButton = memo(function FloatingCallButton({ supportPhone }: { supportPhone: string }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("floatingCall")}>
      <a
        href={telUrl(supportPhone)}
        className="fixed bottom-4 right-3 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-pink-600 text-white shadow-xl ring-4 ring-white hover:bg-pink-700 sm:bottom-5 sm:right-5 sm:h-14 sm:w-14"
        aria-label={t("floatingCall")}
        title={t("floatingCall")}
      >
        <Icon name="phone" className="h-6 w-6" />
      </a>
    </aside>
  );
});
