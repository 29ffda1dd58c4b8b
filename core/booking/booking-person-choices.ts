import { RELATIONS } from "../family/relations";

/**
 * The choices of the 'Who is this test for?' picker, in a module of their own: the booking form in the browser needs
 * them, and booking-person.ts (the rules, with the validation library and the database) would bring the validation
 * library into the booking section's code with them (82 KB, and its schemas built on the phone after the page
 * has hydrated).
 */

/** The picker's choice that is not a saved member: the name, age and gender come from the form. */
export const SOMEONE_ELSE = "other";

/** Relations a person booked as 'Someone else' may be saved with: 'Self' is made from the account, never from a booking. */
export const SAVE_RELATIONS = RELATIONS.filter((relation) => relation !== "Self");
