import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, type PDFObject } from "pdf-lib";

/** What a PDF holds besides pages: `clean` is the only verdict that is accepted. */
export type PdfVerdict = "clean" | "active" | "encrypted" | "unreadable";

/**
 * Names that only ever start scripts, programs, form submissions, other files or embedded media, whether as an
 * action type (/S /JavaScript), a key (/JS, /EmbeddedFiles, /XFA) or an annotation's subtype (/RichMedia, /3D,
 * whose models carry scripts). A
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
  "3D",
]);

/** Link schemes a report may carry (a lab's web site, its e-mail); anything else (javascript:, file:, data:) is refused. */
const SAFE_URI = /^(?:https?:|mailto:|tel:|#)/i;

/**
 * A name as a PDF reader understands it. pdf-lib decodes `#xx` escapes only in upper case, so the lower-case
 * ones (`/J#61vaScript` decodes; `/J#6aS` would not) are decoded here too.
 */
const nameText = (name: PDFName) => name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A URI string as a browser would read it: control characters and spaces are dropped before the scheme. */
function uriText(value: PDFObject | undefined): string {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return "";
  try {
    return [...value.decodeText()].filter((char) => char.charCodeAt(0) > 0x20).join("");
  } catch {
    return ""; // text that does not decode is no web address either
  }
}

/**
 * Whether anything reachable inside this object (not through references: every indirect object is looked at on
 * its own) is active. A loop with its own stack, so a deeply nested array cannot exhaust the call stack.
 */
function holdsActive(root: PDFObject, resolve: (ref: PDFRef) => PDFObject | undefined): boolean {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameText(object))) return true;
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFDict || object instanceof PDFStream) {
      const dict = object instanceof PDFStream ? object.dict : object;
      for (const [key, value] of dict.entries()) {
        const keyText = nameText(key);
        if (ACTIVE_NAMES.has(keyText)) return true;
        if (keyText === "URI") {
          const target = value instanceof PDFRef ? resolve(value) : value;
          // A catalog's /URI << /Base … >> is a dictionary, not a link.
          if (!(target instanceof PDFDict) && !SAFE_URI.test(uriText(target))) return true;
        }
        pending.push(value);
      }
    }
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
  const resolve = (ref: PDFRef) => document.context.lookup(ref);
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (holdsActive(object, resolve)) return "active";
  }
  return "clean";
}
