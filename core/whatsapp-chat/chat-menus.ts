import type { ChatContent } from "../messaging/chat-content";
import type { Language } from "../i18n/language";
import type { ChatTexts } from "./chat-texts";

/** The ids of the choices the conversation offers; they come back in the webhook when tapped. */
export const CHOICE = {
  language: { bn: "lang:bn", hi: "lang:hi", en: "lang:en" },
  menu: { book: "menu:book", track: "menu:track", reports: "menu:reports", person: "menu:person", language: "menu:language" },
  reportYes: "report:yes",
  reportNo: "report:no",
  someoneElse: "who:new",
  member: (id: number) => `who:${id}`,
  gender: { Female: "gender:Female", Male: "gender:Male", Others: "gender:Others" },
  guardianYes: "guardian:yes",
  slot: (slot: string) => `slot:${slot}`,
  choosePackage: "book:package",
  package: (id: number) => `package:${id}`,
  lab: (id: number) => `lab:${id}`,
  sameAddress: "address:same",
  otherAddress: "address:other",
  confirm: "book:confirm",
  bookAgain: "book:again",
  cancel: "book:cancel",
} as const;

/** Each language's button names itself in its own script, so anyone can find theirs. */
export function languageChoice(texts: ChatTexts, language: Language | null): ChatContent {
  return {
    kind: "buttons",
    body: texts(language ?? "en", "language.body"),
    buttons: [
      { id: CHOICE.language.bn, title: "বাংলা" },
      { id: CHOICE.language.hi, title: "हिन्दी" },
      { id: CHOICE.language.en, title: "English" },
    ],
  };
}

export function mainMenu(texts: ChatTexts, language: Language): ChatContent {
  const t = (key: string) => texts(language, key);
  return {
    kind: "list",
    body: t("menu.body"),
    button: t("menu.button"),
    rows: [
      { id: CHOICE.menu.book, title: t("menu.book"), description: t("menu.bookText") },
      { id: CHOICE.menu.track, title: t("menu.track") },
      { id: CHOICE.menu.reports, title: t("menu.reports") },
      { id: CHOICE.menu.person, title: t("menu.person") },
      { id: CHOICE.menu.language, title: t("menu.language") },
    ],
  };
}

export const text = (body: string): ChatContent => ({ kind: "text", body });
