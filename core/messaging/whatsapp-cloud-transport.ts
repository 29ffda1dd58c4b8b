import { DeliveryError, type OutgoingMessage, type Transport } from "./messenger";
import { TEMPLATES, isTemplateName, type TemplateName } from "./templates";
import { chatRequest, type ChatContent } from "./chat-content";

export type WhatsAppCloudOptions = {
  /** e.g. https://graph.facebook.com/v21.0 (no trailing slash needed). */
  apiBase: string;
  accessToken: string;
  phoneNumberId: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The bytes of a stored file (a report sent as a document in a conversation) and its type. */
  readFile?: (key: string) => Promise<Uint8Array | null>;
};

const DEFAULT_TIMEOUT_MS = 10_000;

/** Error code of a number that has no WhatsApp account or cannot receive the message. */
export const NOT_ON_WHATSAPP_CODE = "131026";

/** Authentication (one-time passcode) templates: the code also goes into the copy-code button. */
const CODE_TEMPLATES: ReadonlySet<TemplateName> = new Set(["login_code", "password_reset_code"]);

/**
 * Provider codes worth trying again later: Graph API throttling (4, 80007, 130429), per-recipient
 * pair limit (131056), temporary service errors (1, 2, 131000, 131016), and our own network failure.
 */
const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  "1", "2", "4", "80007", "130429", "131000", "131016", "131056", "http_429", "http_500", "http_502", "http_503", "http_504", "network",
]);

export function isRetryableProviderCode(providerCode: string): boolean {
  return RETRYABLE_CODES.has(providerCode);
}

type TextParameter = { type: "text"; text: string };
type Component =
  | { type: "body"; parameters: TextParameter[] }
  | { type: "button"; sub_type: "url"; index: string; parameters: TextParameter[] };

export type TemplateRequest = {
  messaging_product: "whatsapp";
  recipient_type: "individual";
  to: string;
  type: "template";
  template: { name: string; language: { code: string }; components: Component[] };
};

/** The Cloud API request body for one of our templates. Throws DeliveryError on a bad number or a missing parameter. */
export function templateRequest(message: OutgoingMessage): TemplateRequest {
  if (!/^[6-9]\d{9}$/.test(message.to)) {
    throw new DeliveryError("failed", "invalid_number", "The recipient is not a 10-digit Indian mobile number");
  }
  if (!isTemplateName(message.template)) throw new DeliveryError("failed", "unknown_template", `No template ${message.template}`);
  const names: readonly string[] = TEMPLATES[message.template].params;
  const parameters = names.map((name): TextParameter => {
    const text = message.params[name];
    if (text === undefined || text === "") {
      throw new DeliveryError("failed", "missing_param", `Template ${message.template} needs the parameter "${name}"`);
    }
    return { type: "text", text };
  });
  const components: Component[] = [{ type: "body", parameters }];
  if (CODE_TEMPLATES.has(message.template)) {
    const code = message.params.code ?? "";
    components.push({ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] });
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: `91${message.to}`,
    type: "template",
    template: { name: message.template, language: { code: message.language }, components },
  };
}

/** Sends our template messages through the WhatsApp Business Cloud API (Meta Graph API). */
export function whatsAppCloudTransport(options: WhatsAppCloudOptions): Transport {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = `${options.apiBase.replace(/\/+$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  const post = (path: string, body: string | FormData) =>
    doFetch(`${options.apiBase.replace(/\/+$/, "")}/${encodeURIComponent(options.phoneNumberId)}/${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${options.accessToken}`, Accept: "application/json", ...(typeof body === "string" ? { "Content-Type": "application/json" } : {}) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });

  // A document is uploaded to WhatsApp first (POST /{phone-number-id}/media) and sent by the media id it gets.
  const uploadDocument = async (content: Extract<ChatContent, { kind: "document" }>): Promise<string> => {
    const bytes = options.readFile ? await options.readFile(content.fileKey) : null;
    if (!bytes) throw new DeliveryError("failed", "file_missing", "The document to send is not in the file store");
    const form = new FormData();
    form.append("messaging_product", "whatsapp");
    form.append("type", content.mime);
    form.append("file", new Blob([Buffer.from(bytes)], { type: content.mime }), content.filename);
    let response: Response;
    let text: string;
    try {
      response = await post("media", form);
      text = await response.text();
    } catch (error) {
      throw new DeliveryError("failed", "network", networkErrorText(error, timeoutMs));
    }
    const json = parseJson(text);
    if (!response.ok) throw errorOf(response.status, json);
    const id = isRecord(json) && typeof json.id === "string" && json.id !== "" ? json.id : undefined;
    if (!id) throw new DeliveryError("failed", "bad_response", "WhatsApp answered the upload without a media id");
    return id;
  };

  const requestBody = async (message: OutgoingMessage): Promise<string> => {
    if (!message.content) return JSON.stringify(templateRequest(message));
    if (!/^[6-9]\d{9}$/.test(message.to)) throw new DeliveryError("failed", "invalid_number", "The recipient is not a 10-digit Indian mobile number");
    const mediaId = message.content.kind === "document" ? await uploadDocument(message.content) : undefined;
    return JSON.stringify(chatRequest(message.to, message.content, mediaId));
  };

  return async (message) => {
    const body = await requestBody(message);
    let status: number;
    let text: string;
    try {
      // The signal also covers reading the body, so a server that stalls mid-answer still times out.
      const response = await doFetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${options.accessToken}`, "Content-Type": "application/json", Accept: "application/json" },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new DeliveryError("failed", "network", networkErrorText(error, timeoutMs));
    }

    const json = parseJson(text);
    if (status >= 200 && status < 300) {
      const id = wamidOf(json);
      if (id) return id;
      throw new DeliveryError("failed", "bad_response", `WhatsApp answered HTTP ${status} without a message id`);
    }
    const error = errorOf(status, json);
    // Meta sometimes quotes a bad parameter back; a one-time code must not end up in the messages table.
    const code = message.params.code;
    if (code && error.message.includes(code)) {
      throw new DeliveryError(error.reason, error.providerCode, error.message.split(code).join("[code]"));
    }
    throw error;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function wamidOf(json: unknown): string | undefined {
  const messages = isRecord(json) && Array.isArray(json.messages) ? (json.messages as unknown[]) : [];
  const first = messages[0];
  return isRecord(first) && typeof first.id === "string" && first.id !== "" ? first.id : undefined;
}

function errorOf(status: number, json: unknown): DeliveryError {
  const error = isRecord(json) && isRecord(json.error) ? json.error : undefined;
  const code = error && (typeof error.code === "number" || typeof error.code === "string") ? String(error.code) : `http_${status}`;
  const text = typeof error?.message === "string" && error.message !== "" ? error.message : `WhatsApp answered HTTP ${status}`;
  const data = isRecord(error?.error_data) ? error.error_data : undefined;
  const details = typeof data?.details === "string" && data.details !== "" && !text.includes(data.details) ? `: ${data.details}` : "";
  const full = `${text}${details}`;
  return code === NOT_ON_WHATSAPP_CODE ? new DeliveryError("not_on_whatsapp", code, full) : new DeliveryError("failed", code, full);
}

function networkErrorText(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `WhatsApp did not answer within ${timeoutMs} ms`;
  }
  // undici puts the useful part (ECONNREFUSED, ENOTFOUND, …) in the cause; neither holds the token.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const causeCode = cause && "code" in cause && typeof cause.code === "string" ? cause.code : cause?.message;
  const base = error instanceof Error ? error.message : String(error);
  return `Could not reach WhatsApp: ${base}${causeCode ? ` (${causeCode})` : ""}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
