import { AppError, isAppError } from "../../core/errors/app-error";
import { hasHiddenCharacters, isCleanUrlEncoded } from "../../core/forms/hidden-characters";

/** Text forms (contact, appointments, login): a few fields of at most 2,000 characters fit many times over. */
export const TEXT_FORM_MAX_BYTES = 16 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Reads a posted form within maxBytes. Not a form (JSON, XML, text) → 415; a declared or counted size
 * over the cap → 413 as soon as it is known, the rest left unread; a body that does not parse as the
 * form it claims to be (multipart without or with a wrong boundary) → 400. All are AppErrors.
 */
export async function readFormBody(request: Request, maxBytes = TEXT_FORM_MAX_BYTES): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(mediaType)) throw new AppError("unsupportedMediaType", 415);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("payloadTooLarge", 413);

  const bytes = await readAtMost(request, maxBytes);
  // Checked as bytes: decoding would turn what is not UTF-8 into U+FFFD and hide it.
  if (mediaType === "application/x-www-form-urlencoded" && !isCleanUrlEncoded(bytes)) throw hiddenCharacters();
  let form: FormData;
  try {
    form = await new Request("http://form.invalid/", { method: "POST", headers: { "content-type": contentType }, body: bytes }).formData();
  } catch {
    throw new AppError("badForm", 400);
  }
  for (const [name, value] of form) if (hasHiddenCharacters(name) || (typeof value === "string" && hasHiddenCharacters(value))) throw hiddenCharacters();
  return form;
}

/** A NUL, another control character or bytes that are not UTF-8 in a field: never typed by a person (review L1). */
const hiddenCharacters = () => new AppError("hiddenCharacters", 400);

async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Stop reading: the host answers with Connection: close, so the rest is never taken in.
        void reader.cancel().catch(() => {});
        throw new AppError("payloadTooLarge", 413);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("badForm", 400);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
