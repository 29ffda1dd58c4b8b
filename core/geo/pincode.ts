/** Spec 000 §9: a pincode has 6 digits; Indian pincodes never start with 0. */
export const PINCODE_LENGTH = 6;

export function isValidPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

/** Spec 000 §5: the input keeps digits only and at most 6 of them. */
export function sanitisePincodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, PINCODE_LENGTH);
}
