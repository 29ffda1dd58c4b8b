/** Issue #27: the family page (also linked from the header menu and the booking section). */
export const FAMILY_PATH = "/account/family";
