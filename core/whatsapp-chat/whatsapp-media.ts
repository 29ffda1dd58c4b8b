import { randomUUID } from "node:crypto";
import { PRESCRIPTION_MAX_BYTES } from "../files/upload-limits";

export type DownloadedMedia = { ok: true; bytes: Uint8Array; mime: string } | { ok: false; reason: "too_large" | "failed" };

/** A photo someone sent us on WhatsApp, fetched by its media id (ARCHITECTURE.md: an outside service behind an interface). */
export interface WhatsAppMedia {
  download(mediaId: string): Promise<DownloadedMedia>;
}

const TIMEOUT_MS = 15_000;

/**
 * The Cloud API's media: GET /{media-id} answers a short-lived URL, its type and size; the URL is fetched with the
 * same token. Anything larger than a prescription may be is refused before and while reading; every failure is a
 * `failed` answer the conversation shows, never an exception.
 */
export function whatsAppCloudMedia(options: { apiBase: string; accessToken: string; fetch?: typeof fetch; maxBytes?: number }): WhatsAppMedia {
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? PRESCRIPTION_MAX_BYTES;
  const headers = { Authorization: `Bearer ${options.accessToken}` };
  return {
    async download(mediaId) {
      if (!/^[\w.-]{1,200}$/.test(mediaId)) return { ok: false, reason: "failed" };
      try {
        const info = await doFetch(`${options.apiBase.replace(/\/+$/, "")}/${encodeURIComponent(mediaId)}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!info.ok) return { ok: false, reason: "failed" };
        const meta = (await info.json()) as { url?: unknown; mime_type?: unknown; file_size?: unknown };
        if (typeof meta.url !== "string" || !meta.url.startsWith("https://")) return { ok: false, reason: "failed" };
        if (typeof meta.file_size === "number" && meta.file_size > maxBytes) return { ok: false, reason: "too_large" };
        const file = await doFetch(meta.url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!file.ok || !file.body) return { ok: false, reason: "failed" };
        const chunks: Uint8Array[] = [];
        let size = 0;
        const reader = file.body.getReader();
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          size += part.value.byteLength;
          if (size > maxBytes) {
            await reader.cancel();
            return { ok: false, reason: "too_large" };
          }
          chunks.push(part.value);
        }
        return { ok: true, bytes: Buffer.concat(chunks), mime: typeof meta.mime_type === "string" ? meta.mime_type : "" };
      } catch {
        return { ok: false, reason: "failed" };
      }
    },
  };
}

/** Demo and tests: photos the chat simulator attached, kept in memory by the id it gave them (the newest 50). */
export function memoryMedia(): WhatsAppMedia & { put(bytes: Uint8Array, mime: string): string } {
  const files = new Map<string, { bytes: Uint8Array; mime: string }>();
  return {
    put(bytes, mime) {
      const id = randomUUID();
      files.set(id, { bytes, mime });
      if (files.size > 50) files.delete(files.keys().next().value ?? "");
      return id;
    },
    async download(mediaId) {
      const file = files.get(mediaId);
      if (!file) return { ok: false, reason: "failed" };
      return file.bytes.byteLength > PRESCRIPTION_MAX_BYTES ? { ok: false, reason: "too_large" } : { ok: true, ...file };
    },
  };
}
