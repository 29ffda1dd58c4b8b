import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, type PDFObject } from "pdf-lib";

/** What a PDF holds besides pages: `clean` is the only verdict that is accepted. */
export type PdfVerdict = "clean" | "active" | "encrypted" | "unreadable";

/**
 * Names that only ever start scripts, programs, form submissions, other files or embedded media, whether as an
 * action type (/S /JavaScript), a key (/JS, /EmbeddedFiles, /XFA) or an annotation's subtype (/RichMedia). A
 * prescription or a lab report needs none of them; a desktop reader would run them.
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "SubmitForm",
  "ImportData",
  "ResetForm",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "FileAttachment",
  "RichMedia",
  "RichMediaContent",
  "Movie",
  "Sound",
  "Rendition",
  "GoToR",
  "GoToE",
  "XFA",
]);

/** Link schemes a report may carry (a lab's web site, its e-mail); anything else (javascript:, file:, data:) is refused. */
const SAFE_URI = /^(?:https?:|mailto:|tel:|#)/i;

/**
 * A name as a PDF reader understands it. pdf-lib decodes `#xx` escapes only in upper case, so the lower-case
 * ones (`/J#61vaScript` decodes; `/J#6aS` would not) are decoded here too.
 */
const nameText = (name: PDFName) => name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A URI string as a browser would read it: control characters and spaces are dropped before the scheme. */
const uriText = (value: PDFObject) =>
  value instanceof PDFString || value instanceof PDFHexString ? [...value.decodeText()].filter((char) => char.charCodeAt(0) > 0x20).join("") : "";

function isActive(object: PDFObject, seen: Set<PDFObject>, resolve: (ref: PDFRef) => PDFObject | undefined): boolean {
  if (seen.has(object)) return false;
  seen.add(object);
  if (object instanceof PDFName) return ACTIVE_NAMES.has(nameText(object));
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, seen, resolve));
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
  if (!dict) return false;
  for (const [key, value] of dict.entries()) {
    const keyText = nameText(key);
    if (ACTIVE_NAMES.has(keyText)) return true;
    const target = value instanceof PDFRef ? resolve(value) : value;
    if (keyText === "URI" && target && !(target instanceof PDFDict) && !SAFE_URI.test(uriText(target))) return true;
    if (isActive(value, seen, resolve)) return true;
  }
  return false;
}

/** pdf-lib makes an empty document of bytes with no catalog: a file must name its catalog and hold a page. */
function hasPages(document: PDFDocument): boolean {
  if (!(document.context.lookup(document.context.trailerInfo.Root) instanceof PDFDict)) return false;
  try {
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * Parses the PDF with pdf-lib, which reads every object in the file (also those packed in compressed object
 * streams, and those no cross-reference table points to), and looks through every dictionary and array for
 * active content. An encrypted PDF hides its strings and object streams from this look, so it is not accepted.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  let document: PDFDocument;
  try {
    // Loaded even when encrypted (pdf-lib's own refusal is an untyped Error), to tell that case apart below.
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    return "unreadable";
  }
  if (document.isEncrypted) return "encrypted";
  if (!hasPages(document)) return "unreadable";
  const seen = new Set<PDFObject>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (isActive(object, seen, (ref) => document.context.lookup(ref))) return "active";
  }
  return "clean";
}
