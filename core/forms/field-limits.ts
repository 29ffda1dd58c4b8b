/**
 * Longest value each kind of field accepts; the form uses them for maxLength too. Kept apart from the schemas
 * (form-fields.ts) so a form in the browser can read them without loading the validation library.
 */
export const MAX_LENGTH = {
  name: 80,
  email: 254,
  phone: 20,
  subject: 120,
  city: 80,
  message: 2_000,
} as const;
