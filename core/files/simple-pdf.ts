/**
 * A one-page PDF of plain lines (Helvetica, ASCII): the demo data's lab report and test fixtures. Written out by
 * hand so the cross-reference table's byte offsets are exact and any PDF reader opens it.
 */
export function simplePdf(lines: string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");
  const content = ["BT", "/F1 12 Tf", "16 TL", "56 780 Td", ...lines.map((line) => `(${escape(line)}) '`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  return pdfFromObjects(objects, { version: "1.4" });
}

/**
 * A PDF written from object bodies (object n is `objects[n-1]`; object 1 is the catalog) with an exact cross-reference
 * table, so every reader opens it. `trailer` adds entries to the trailer dictionary.
 */
export function pdfFromObjects(objects: string[], options: { version?: string; trailer?: string } = {}): Uint8Array {
  let body = `%PDF-${options.version ?? "1.7"}\n`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ""}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
