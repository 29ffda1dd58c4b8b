import { Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { telUrl } from "./support-links";

export function FloatingCallButton({ supportPhone }: { supportPhone: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={telUrl(supportPhone)}
      className="fixed bottom-5 right-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-pink-600 text-white shadow-xl ring-4 ring-white hover:bg-pink-700"
      aria-label={t("floatingCall")}
      title={t("floatingCall")}
    >
      <Phone className="h-6 w-6" aria-hidden="true" />
    </a>
  );
}
