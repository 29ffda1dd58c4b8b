import { describe, expect, it } from "vitest";
import { CHAT_REPLY } from "./chat-content";
import { whatsAppCloudTransport } from "./whatsapp-cloud-transport";

type Call = { url: string; body: unknown };

/** A stand-in for Meta's Graph API that answers uploads with a media id and messages with a wamid. */
function graph(calls: Call[]): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    const body = init?.body instanceof FormData ? Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, typeof v === "string" ? v : `file:${(v as File).name}`])) : JSON.parse(String(init?.body));
    calls.push({ url: String(url), body });
    const answer = String(url).endsWith("/media") ? { id: "media-42" } : { messages: [{ id: "wamid.ok" }] };
    return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
}

const options = { apiBase: "https://graph.test/v21.0", accessToken: "t", phoneNumberId: "123" };

describe("a conversation's reply through the Cloud API", () => {
  it("is sent as an interactive message, not a template", async () => {
    const calls: Call[] = [];
    const send = whatsAppCloudTransport({ ...options, fetch: graph(calls) });
    const id = await send({ to: "9830098300", template: CHAT_REPLY, language: "bn", params: {}, content: { kind: "buttons", body: "ভাষা", buttons: [{ id: "lang:bn", title: "বাংলা" }] } }, 1);
    expect(id).toBe("wamid.ok");
    expect(calls).toEqual([
      {
        url: "https://graph.test/v21.0/123/messages",
        body: {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: "919830098300",
          type: "interactive",
          interactive: { type: "button", body: { text: "ভাষা" }, action: { buttons: [{ type: "reply", reply: { id: "lang:bn", title: "বাংলা" } }] } },
        },
      },
    ]);
  });

  it("uploads a document from the file store first and sends it by its media id", async () => {
    const calls: Call[] = [];
    const send = whatsAppCloudTransport({ ...options, fetch: graph(calls), readFile: async (key) => (key === "report/abc" ? new TextEncoder().encode("%PDF") : null) });
    await send({ to: "9830098300", template: CHAT_REPLY, language: "en", params: {}, content: { kind: "document", fileKey: "report/abc", filename: "r.pdf", mime: "application/pdf", caption: "Report" } }, 2);
    expect(calls.map((call) => call.url)).toEqual(["https://graph.test/v21.0/123/media", "https://graph.test/v21.0/123/messages"]);
    expect(calls[0]?.body).toEqual({ messaging_product: "whatsapp", type: "application/pdf", file: "file:r.pdf" });
    expect(calls[1]?.body).toMatchObject({ type: "document", document: { id: "media-42", filename: "r.pdf", caption: "Report" } });
    await expect(
      send({ to: "9830098300", template: CHAT_REPLY, language: "en", params: {}, content: { kind: "document", fileKey: "report/gone", filename: "r.pdf", mime: "application/pdf", caption: "" } }, 3),
    ).rejects.toMatchObject({ providerCode: "file_missing" });
  });
});
