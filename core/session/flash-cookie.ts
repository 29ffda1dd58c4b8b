/** A one-time message for the next page (a toast), deleted by the answer that delivers it (server/app.ts). */
export const FLASH_COOKIE = "flash";
