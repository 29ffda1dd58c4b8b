/** The grievance page's path, for the WhatsApp message's link (the page's own constant lives in app/, which core cannot import). */
export const GRIEVANCE_PATH_FOR_MESSAGES = "/account/grievance";
