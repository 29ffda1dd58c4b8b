import { randomBytes } from "node:crypto";
import type { WhatsAppChatForPages } from "../app/load-context";
import type { ChatDeps } from "../core/whatsapp-chat/handle-chat-messages";
import { simulateWhatsAppMessage } from "../core/whatsapp-chat/chat-simulator";
import { memoryMedia, whatsAppCloudMedia } from "../core/whatsapp-chat/whatsapp-media";
import type { Db } from "../db/client";
import type { Config } from "./config";
import type { Services } from "./services";
import { whatsAppChatTexts } from "./whatsapp-chat-texts";

/**
 * The conversation's parts (decision 0034). With WhatsApp's Cloud API, photos are fetched from its media API. In
 * demo mode the webhook is on even without WHATSAPP_APP_SECRET: a secret made for this process signs the chat
 * simulator's payloads (nobody else knows it, so nothing from outside gets in), and attached photos stay in memory.
 */
export function whatsAppChatParts(config: Config, db: Db, services: Services): { appSecret: string | undefined; chat: ChatDeps; forPages: WhatsAppChatForPages } {
  const demo = config.appEnv === "demo";
  const appSecret = config.whatsapp.appSecret ?? (demo ? randomBytes(32).toString("hex") : undefined);
  const cloud = config.messenger === "whatsapp-cloud" && config.whatsapp.accessToken ? whatsAppCloudMedia({ apiBase: config.whatsapp.apiBase, accessToken: config.whatsapp.accessToken }) : null;
  const memory = memoryMedia();
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const chat: ChatDeps = {
    db,
    storage: services.storage,
    messenger: services.messenger,
    messageQueue: services.auth.messageQueue,
    media: cloud ?? memory,
    texts: whatsAppChatTexts,
    trackingUrl: (id) => `${publicUrl}/trace/test/${id}`,
    booking: { db, storage: services.storage, messenger: services.messenger, messageQueue: services.auth.messageQueue },
  };
  const simulator =
    demo && appSecret
      ? {
          send: (from: string, message: Parameters<typeof simulateWhatsAppMessage>[2]) => simulateWhatsAppMessage({ db, appSecret, chat }, from, message),
          attach: (bytes: Uint8Array, mime: string) => memory.put(bytes, mime),
        }
      : undefined;
  return { appSecret, chat, forPages: { texts: whatsAppChatTexts, ...(simulator ? { simulator } : {}) } };
}

