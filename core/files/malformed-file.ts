/** A file whose structure does not hold together (cut short, data after its end, two formats in one). */
export class MalformedFileError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "MalformedFileError";
  }
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Only zero bytes (some cameras pad the file) may follow a format's end marker. */
export function assertNothingAfter(bytes: Uint8Array, end: number): void {
  for (let i = end; i < bytes.length; i++) {
    if (bytes[i] !== 0) throw new MalformedFileError("data after the end of the image");
  }
}
