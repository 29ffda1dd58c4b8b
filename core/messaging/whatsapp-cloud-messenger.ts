import type { Db } from "../../db/client";
import { recordingMessenger, type Messenger } from "./messenger";
import { whatsAppCloudTransport, type WhatsAppCloudOptions } from "./whatsapp-cloud-transport";

export const WHATSAPP_CLOUD_PROVIDER = "whatsapp-cloud";

/** Production messenger: template messages through the WhatsApp Business Cloud API, each kept in `messages`. */
export function whatsAppCloudMessenger(db: Db, options: WhatsAppCloudOptions): Messenger {
  return recordingMessenger(db, WHATSAPP_CLOUD_PROVIDER, whatsAppCloudTransport(options));
}
