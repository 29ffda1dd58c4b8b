import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, degrees } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { simplePdf } from "../files/simple-pdf";
import { stampReport } from "./stamp-report";

const input = { code: "7K3QMX9D2P", origin: "https://nikat.example", brand: "Nikat" };

/** The text a page's content streams draw, as pdf-lib writes it (hex strings of WinAnsi bytes), read back. */
async function drawnText(pdf: PDFDocument, pageIndex: number): Promise<string> {
  const contents = pdf.getPage(pageIndex).node.get(PDFName.of("Contents"));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  let text = "";
  for (const ref of refs) {
    const stream = pdf.context.lookup(ref);
    const bytes = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : new Uint8Array();
    const source = Buffer.from(bytes).toString("latin1");
    text += source + [...source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((match) => Buffer.from(match[1]!, "hex").toString("latin1")).join("\n");
  }
  return text;
}

async function twoPageReport(rotateFirst = false): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const line of ["HAEMOGLOBIN 12.1 g/dL", "SIGNED: Dr A. Sen, Pathologist"]) {
    const page = pdf.addPage([595, 842]);
    page.drawText(line, { x: 56, y: 40, size: 12 });
  }
  if (rotateFirst) pdf.getPage(0).setRotation(degrees(90));
  return pdf.save();
}

describe("stampReport", () => {
  it("adds a strip below the first page with the code, the QR code and where to check, covering nothing of the lab's", async () => {
    const stamped = await PDFDocument.load(await stampReport(await twoPageReport(), input));
    expect(stamped.getPageCount()).toBe(2);
    const first = stamped.getPage(0);
    // The lab's page keeps its own area; the strip is new room beneath it.
    expect(first.getMediaBox()).toEqual({ x: 0, y: -86, width: 595, height: 842 + 86 });
    expect(first.getCropBox()).toEqual({ x: 0, y: -86, width: 595, height: 842 + 86 });
    const text = await drawnText(stamped, 0);
    expect(text).toContain("Verification code  7K3QM-X9D2P");
    expect(text).toContain("nikat.example/verify and type the code");
    expect(text).toContain("HAEMOGLOBIN 12.1 g/dL");
    // The QR code is drawn as filled rectangles: many fills.
    expect((text.match(/\nf\n/g) ?? []).length).toBeGreaterThan(60);
    expect(stamped.getPage(1).getMediaBox()).toEqual({ x: 0, y: 0, width: 595, height: 842 });
    expect(await drawnText(stamped, 1)).not.toContain("Verification");
  });

  it("stamps a PDF written by another program (the demo's report) as well", async () => {
    const stamped = await PDFDocument.load(await stampReport(simplePdf(["Lipid profile", "Total cholesterol 232 mg/dL"]), input));
    expect(stamped.getPage(0).getMediaBox().height).toBe(842 + 86);
    expect(await drawnText(stamped, 0)).toContain("7K3QM-X9D2P");
  });

  it("puts the strip on a page of its own in front of a turned first page", async () => {
    const stamped = await PDFDocument.load(await stampReport(await twoPageReport(true), input));
    expect(stamped.getPageCount()).toBe(3);
    expect(await drawnText(stamped, 0)).toContain("7K3QM-X9D2P");
    expect(stamped.getPage(1).getMediaBox()).toEqual({ x: 0, y: 0, width: 595, height: 842 });
    expect(stamped.getPage(1).getRotation().angle).toBe(90);
  });

  it("refuses what is not a PDF, so the caller can give the file as it is", async () => {
    await expect(stampReport(new TextEncoder().encode("not a pdf"), input)).rejects.toThrow();
  });
});
