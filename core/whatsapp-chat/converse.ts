import type { Db } from "../../db/client";
import type { ChatContent } from "../messaging/chat-content";
import { isLanguage, type Language } from "../i18n/language";
import type { FileStorage } from "../files/file-storage";
import { consentAnswerOf } from "../family/member-whatsapp-consent";
import { CHOICE, languageChoice, mainMenu, text } from "./chat-menus";
import type { ChatState } from "./chat-state";
import type { ChatTexts } from "./chat-texts";
import type { ChatInbound } from "./inbound-chat-messages";
import { openOrdersOf } from "./open-orders";
import { latestReportOf, reportDocument } from "./latest-report";
import { bookingStep, continueBooking, startBooking, type BookingDeps } from "./chat-booking";
import { patientAt } from "./chat-account";

export type ConverseDeps = BookingDeps & {
  db: Db;
  storage: FileStorage;
  texts: ChatTexts;
  trackingUrl: (orderId: number) => string;
};

/** What one message changes: the conversation's new state and the replies to send, in order. */
export type Turn = { state: ChatState; replies: ChatContent[] };

/** Words that open the menu from anywhere (or the language choice for a number that has none yet). */
const MENU_WORDS = new Set(["hi", "hello", "hey", "menu", "start", "0", "namaste", "नमस्ते", "मेनू", "মেনু", "নমস্কার", "হাই"]);
const RESTART_WORD = "start";

/**
 * One step of the conversation (decision 0034): STOP first (it opts the number out of everything but the replies
 * to its own messages), then a handed-over conversation stays quiet, then a menu word, the language, the menu's
 * choices and the booking's steps. Outside calls a step needs (the photo, the booking) happen here, before the
 * caller's transaction; each is safe to repeat (the booking by its request key).
 */
export async function converse(deps: ConverseDeps, state: ChatState, message: ChatInbound, now: Date): Promise<Turn> {
  const words = message.kind === "text" ? normalised(message.text) : "";
  if (message.kind === "text" && consentAnswerOf(message.text) === "stop") {
    return { state: { ...state, optedOutAt: message.at, step: state.language ? "menu" : "start", draft: {}, handedOverAt: null }, replies: [text(deps.texts(state.language ?? "en", "stop.done"))] };
  }
  const backFromStop = state.optedOutAt !== null && words === RESTART_WORD;
  const current: ChatState = backFromStop ? { ...state, optedOutAt: null } : state;
  if (current.handedOverAt) return { state: current, replies: [] };

  const language = current.language;
  const choice = message.kind === "choice" ? message.choice : undefined;
  const pickedLanguage = choice?.startsWith("lang:") ? choice.slice(5) : undefined;
  if (pickedLanguage && isLanguage(pickedLanguage)) {
    return { state: { ...current, language: pickedLanguage, step: "menu" }, replies: [mainMenu(deps.texts, pickedLanguage)] };
  }
  if (!language || current.step === "start") {
    return { state: { ...current, step: "language" }, replies: [languageChoice(deps.texts, language)] };
  }
  const t = (key: string, values?: Record<string, string | number>) => deps.texts(language, key, values);
  const welcomeBack = backFromStop ? [text(t("stop.resumed"))] : [];
  if (MENU_WORDS.has(words)) return { state: { ...current, step: "menu" }, replies: [...welcomeBack, mainMenu(deps.texts, language)] };

  switch (choice) {
    case CHOICE.menu.language:
      return { state: { ...current, step: "language" }, replies: [languageChoice(deps.texts, language)] };
    case CHOICE.menu.track:
      return track(deps, current, language, message.from);
    case CHOICE.menu.reports:
      return offerReport(deps, current, language, message.from);
    case CHOICE.menu.person:
      return { state: { ...current, step: "staff", handedOverAt: message.at }, replies: [text(t("person.handover"))] };
    case CHOICE.menu.book:
      return startBooking(deps, current, language, message.from, now);
    case CHOICE.reportYes:
    case CHOICE.reportNo:
      return answerReport(deps, current, language, message.from, choice === CHOICE.reportYes);
    default:
      break;
  }
  if (bookingStep(current.step)) return continueBooking(deps, current, language, message, now);
  // A photo outside a booking is a prescription sent to book from (issue #29's grandmother): the booking starts with it.
  if (message.kind === "image") return startBooking(deps, current, language, message.from, now, message);
  return { state: { ...current, step: "menu" }, replies: [text(t("unknown")), mainMenu(deps.texts, language)] };
}

async function track(deps: ConverseDeps, state: ChatState, language: Language, phone: string): Promise<Turn> {
  const t = (key: string, values?: Record<string, string | number>) => deps.texts(language, key, values);
  const patient = await patientAt(deps.db, phone);
  const orders = patient ? await openOrdersOf(deps.db, patient.id, language) : [];
  const menu = mainMenu(deps.texts, language);
  if (orders.length === 0) return { state: { ...state, step: "menu" }, replies: [text(t("track.none")), menu] };
  const lines = orders.map((order) =>
    [t("track.line", { id: order.id, name: order.name, slot: order.slot, step: t(`track.steps.${order.step}`) }), t("track.link", { link: deps.trackingUrl(order.id) })].join("\n"),
  );
  return { state: { ...state, step: "menu" }, replies: [text([t("track.heading"), ...lines].join("\n\n")), menu] };
}

async function offerReport(deps: ConverseDeps, state: ChatState, language: Language, phone: string): Promise<Turn> {
  const t = (key: string, values?: Record<string, string | number>) => deps.texts(language, key, values);
  const patient = await patientAt(deps.db, phone);
  const report = patient ? await latestReportOf(deps.db, patient.id) : null;
  if (!report) return { state: { ...state, step: "menu", draft: {} }, replies: [text(t("reports.none")), mainMenu(deps.texts, language)] };
  return {
    state: { ...state, step: "report", draft: { reportOrderId: report.id } },
    replies: [
      {
        kind: "buttons",
        body: t("reports.ask", { id: report.id, name: report.name }),
        buttons: [
          { id: CHOICE.reportYes, title: t("reports.yes") },
          { id: CHOICE.reportNo, title: t("reports.no") },
        ],
      },
    ],
  };
}

/**
 * The report goes only to the account's own number, only after this conversation offered it and the person said
 * yes; the offer is used up by the answer, so an old "Yes" tapped again sends nothing.
 */
async function answerReport(deps: ConverseDeps, state: ChatState, language: Language, phone: string, yes: boolean): Promise<Turn> {
  const t = (key: string, values?: Record<string, string | number>) => deps.texts(language, key, values);
  const orderId = state.step === "report" ? state.draft.reportOrderId : undefined;
  const after: ChatState = { ...state, step: "menu", draft: {} };
  if (!orderId) return { state: after, replies: [mainMenu(deps.texts, language)] };
  if (!yes) return { state: after, replies: [text(t("reports.notSent")), mainMenu(deps.texts, language)] };
  const patient = await patientAt(deps.db, phone);
  const document = patient ? await reportDocument(deps.db, { accountId: patient.id, orderId, caption: t("reports.caption", { id: orderId }) }) : null;
  if (!document) return { state: after, replies: [text(t("reports.none")), mainMenu(deps.texts, language)] };
  return { state: after, replies: [document] };
}

function normalised(words: string): string {
  return words
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s.!?,।]+/gu, " ")
    .trim();
}
