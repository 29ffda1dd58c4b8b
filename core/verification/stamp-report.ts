import { PDFDocument, rgb, StandardFonts, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { formatVerificationCode } from "./verification-code";

/**
 * The strip added below the lab's first page: 30 mm, room for a 20 mm QR code a phone reads from a printout, kept
 * clear of the 5 mm most printers cannot reach.
 */
const STRIP = 86;
const QR_SIZE = 56;
const BOTTOM_CLEAR = 18;
const MARGIN = 20;
const A4 = [595.28, 841.89] as const;
const INK = rgb(0.1, 0.15, 0.2);
const MUTED = rgb(0.35, 0.4, 0.45);

/** A QR code drawn as vector squares: sharp at any print size, no image in the file. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules in a row: a third of the drawing a square per module makes.
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      let end = column;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
      page.drawRectangle({ x: x + column * cell, y: y + size - (row + 1) * cell, width: (end - column + 1) * cell, height: cell, color: INK });
      column = end;
    }
  }
}

/**
 * The patient's copy of a lab report: the lab's pages unchanged, the first one made taller by a strip below its own
 * content, which carries the verification code, its QR code and where to check it (decision 0033). Nothing of the
 * lab's is covered. A first page the lab turned (/Rotate) has no plain "below": the strip is then a page of its
 * own in front. In English, as lab reports in India are: the standard PDF fonts shape no Devanagari or Bengali.
 */
export async function stampReport(lab: Uint8Array, input: { code: string; origin: string; brand: string }): Promise<Uint8Array> {
  const verifyPage = `${input.origin}/verify`;
  const pdf = await PDFDocument.load(lab, { updateMetadata: false });
  const first = pdf.getPage(0);
  let page: PDFPage;
  let bottom: number;
  let left: number;
  let width: number;
  if (first.getRotation().angle % 360 === 0) {
    const media = first.getMediaBox();
    const crop = first.getCropBox();
    first.setMediaBox(media.x, media.y - STRIP, media.width, media.height + STRIP);
    first.setCropBox(crop.x, crop.y - STRIP, crop.width, crop.height + STRIP);
    ({ x: left, width } = crop);
    bottom = crop.y - STRIP;
    page = first;
  } else {
    page = pdf.insertPage(0, [A4[0], STRIP + MARGIN]);
    [left, bottom, width] = [0, 0, A4[0]];
  }
  page.drawRectangle({ x: left, y: bottom, width, height: STRIP, color: rgb(1, 1, 1) });
  page.drawLine({ start: { x: left + MARGIN, y: bottom + STRIP - 1 }, end: { x: left + width - MARGIN, y: bottom + STRIP - 1 }, thickness: 0.5, color: MUTED });
  const qrY = bottom + BOTTOM_CLEAR;
  drawQr(page, `${verifyPage}/${input.code}`, left + MARGIN, qrY, QR_SIZE);

  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const textX = left + MARGIN + QR_SIZE + 12;
  const room = width - (textX - left) - MARGIN;
  const fit = (text: string, size: number, font = regular) => {
    let shown = text;
    while (shown.length > 8 && font.widthOfTextAtSize(shown, size) > room) shown = `${shown.slice(0, -2)}…`;
    return shown;
  };
  page.drawText(fit(`Verification code  ${formatVerificationCode(input.code)}`, 12, bold), { x: textX, y: qrY + QR_SIZE - 12, size: 12, font: bold, color: INK });
  page.drawText(fit(`Is this report genuine? Scan the QR code, or open ${verifyPage.replace(/^https?:\/\//, "")} and type the code.`, 8.5), {
    x: textX,
    y: qrY + QR_SIZE - 28,
    size: 8.5,
    font: regular,
    color: MUTED,
  });
  page.drawText(fit(`Added by ${input.brand} to the lab's report, whose own pages are unchanged.`, 8.5), { x: textX, y: qrY + QR_SIZE - 41, size: 8.5, font: regular, color: MUTED });
  return pdf.save();
}
