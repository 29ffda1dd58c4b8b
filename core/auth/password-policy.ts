import { AppError } from "../errors/app-error";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password";

/** Length is what matters (NIST 800-63B): at least 8 characters, no composition rules, confirmation must match. */
export function checkNewPassword(password: string, confirmation: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError("passwordTooShort", 400, { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError("tooLong");
  if (password !== confirmation) throw new AppError("passwordMismatch");
}
