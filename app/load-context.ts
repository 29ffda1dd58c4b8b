import type { AuthDeps } from "../core/auth/auth-deps";
import type { CoreForPages } from "../core/core-for-pages";
import type { FileStorage } from "../core/files/file-storage";
import type { FailureLog } from "../core/errors/report-failure";
import type { Language } from "../core/i18n/language";
import type { PaymentDeps } from "../core/payments/payment-deps";
import type { DataExportQueue } from "../core/privacy/data-export-queue";
import type { RenderMode } from "./render/render-mode";
import type { ChatTexts } from "../core/whatsapp-chat/chat-texts";
import type { SimulatedMessage } from "../core/whatsapp-chat/chat-simulator";

/** What the host hands every loader and action; identity and language are decided on the server. */
export type NikatContext = {
  /**
   * What a page may ask of core, the database already given (pages never query it). Its readers of reference data
   * may answer from a read at most 30 s old (decision 0020).
   */
  core: CoreForPages;
  lang: Language;
  cspNonce: string;
  /** How the page is rendered (RENDER_MODE; app/render/render-mode.ts). */
  renderMode: RenderMode;
  /** Modules are replaced while the server runs (npm run dev): rendered parts are checked, not kept (app/render/). */
  modulesReload: boolean;
  /** True for a whole-page load, false for React Router's data requests (client-side navigations and revalidations). */
  documentRequest: boolean;
  browserId: string;
  clientIp: string;
  /** Scheme and host the public sees, for canonical links and absolute URLs. */
  origin: string;
  appEnv: "demo" | "production";
  /** True when served over HTTPS: cookies get Secure (and the session cookie the __Host- prefix). */
  secureCookies: boolean;
  /** The raw session cookie; only findSessionUser turns it into a user. */
  sessionToken: string | undefined;
  auth: AuthDeps;
  payments: PaymentDeps;
  /** Uploaded files (prescriptions): never under a public path. */
  storage: FileStorage;
  /** "Download my data": the queue of archives to build (core/privacy/request-data-export.ts). */
  dataExports: DataExportQueue;
  /** Cookies as the browser sent them: UI hints only (chosen place, name), never identity. */
  cookies: Record<string, string | undefined>;
  /** The request's logger (its lines carry the request id); failures go through reportFailure. */
  log: FailureLog;
  brand: {
    name: string;
    supportPhone: string;
    supportEmail: string;
    supportWhatsApp: string;
  };
  /** Issue #34: the Grievance Officer named on the privacy policy, and the days within which a grievance is answered. */
  privacy: {
    grievanceOfficer: { name: string; email: string; phone: string };
    grievanceAnswerDays: number;
  };
  /** The WhatsApp conversation's parts for pages: staff's replies, and in demo mode the chat simulator (decision 0034). */
  whatsAppChat: WhatsAppChatForPages;
};

export type WhatsAppChatForPages = {
  texts: ChatTexts;
  /** Demo mode only: sends a message as a person would, through the webhook's own code (/dev/whatsapp). */
  simulator?: {
    send(from: string, message: SimulatedMessage): Promise<unknown>;
    /** Keeps an attached photo where the conversation fetches media from; answers its media id. */
    attach(bytes: Uint8Array, mime: string): string;
  };
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends NikatContext {}
}
