import bnCommon from "../app/i18n/locales/bn/common.json" with { type: "json" };
import bnChat from "../app/i18n/locales/bn/whatsappChat.json" with { type: "json" };
import enCommon from "../app/i18n/locales/en/common.json" with { type: "json" };
import enChat from "../app/i18n/locales/en/whatsappChat.json" with { type: "json" };
import hiCommon from "../app/i18n/locales/hi/common.json" with { type: "json" };
import hiChat from "../app/i18n/locales/hi/whatsappChat.json" with { type: "json" };
import { LANGUAGES, type Language } from "../core/i18n/language";
import type { ChatTexts } from "../core/whatsapp-chat/chat-texts";
import { addCatalog, translatorFor } from "../app/i18n/translator-for";
import type { Catalog } from "../app/i18n/translator/catalog";

/** The conversation's catalogues (and `common`, for the booking's error texts), as host-texts.ts does for the host's own. */
const CHAT_CATALOGS: Record<Language, { common: Catalog; whatsappChat: Catalog }> = {
  en: { common: enCommon, whatsappChat: enChat },
  hi: { common: hiCommon, whatsappChat: hiChat },
  bn: { common: bnCommon, whatsappChat: bnChat },
};

let provided = false;

/** The WhatsApp conversation's texts through the pages' own translators (app/i18n/translator-for.ts). */
export const whatsAppChatTexts: ChatTexts = (language, key, values) => {
  if (!provided) {
    for (const each of LANGUAGES) for (const [name, catalog] of Object.entries(CHAT_CATALOGS[each])) addCatalog(each, name, catalog);
    provided = true;
  }
  const t = translatorFor(language).fixedT("whatsappChat") as unknown as (key: string, options?: Record<string, unknown>) => string;
  return t(key, values);
};

