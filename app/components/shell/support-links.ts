/**
 * Spec 000 §1: both support buttons open a WhatsApp chat to the support number, prefilled 'I need assistance'
 * in English; Hindi and Bengali readers get the same request in their language (catalog `common:support.chatText`).
 */
export function whatsAppSupportUrl(whatsAppNumber: string, chatText: string): string {
  return `https://wa.me/91${whatsAppNumber}?text=${encodeURIComponent(chatText)}`;
}

export function telUrl(phone: string): string {
  return `tel:+91${phone}`;
}

/** 9800000000 → "+91 98000 00000" */
export function displayPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}
