/** A one-time message for the next page (a toast), deleted by the page that shows it. */
export const FLASH_COOKIE = "flash";
