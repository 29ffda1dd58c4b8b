import { MalformedFileError } from "./malformed-file";

type Box = { type: string; start: number; headerEnd: number; end: number };

/** The ISO-BMFF boxes between `from` and `to` (size 0 means "to the end", a 64-bit size follows size 1). */
function boxesIn(view: DataView, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) throw new MalformedFileError("HEIF box header cut short");
    let size = view.getUint32(at);
    let headerEnd = at + 8;
    if (size === 1) {
      if (at + 16 > to) throw new MalformedFileError("HEIF box header cut short");
      size = Number(view.getBigUint64(at + 8));
      headerEnd = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    const end = at + size;
    if (size < headerEnd - at || end > to) throw new MalformedFileError("HEIF box runs past its parent");
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    boxes.push({ type, start: at, headerEnd, end });
    at = end;
  }
  return boxes;
}

function readUint(view: DataView, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 2) return view.getUint16(at);
  if (size === 4) return view.getUint32(at);
  if (size === 8) return Number(view.getBigUint64(at));
  throw new MalformedFileError("HEIF field size not supported");
}

/** Item ids whose data is metadata: the 'Exif' item (with the GPS position) and XMP ('mime' items of RDF/XML). */
function metadataItems(view: DataView, iinf: Box): Set<number> {
  const ids = new Set<number>();
  const version = view.getUint8(iinf.headerEnd);
  const entriesAt = iinf.headerEnd + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxesIn(view, entriesAt, iinf.end)) {
    if (infe.type !== "infe") continue;
    const infeVersion = view.getUint8(infe.headerEnd);
    if (infeVersion < 2) continue;
    let at = infe.headerEnd + 4;
    const id = infeVersion === 2 ? view.getUint16(at) : view.getUint32(at);
    at += (infeVersion === 2 ? 2 : 4) + 2;
    const type = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
    at += 4;
    let contentType = "";
    if (type === "mime") {
      while (at < infe.end && view.getUint8(at) !== 0) contentType += String.fromCharCode(view.getUint8(at++));
    }
    if (type === "Exif" || (type === "mime" && /xml|xmp/i.test(contentType))) ids.add(id);
  }
  return ids;
}

/** File ranges [offset, length] of the given items' data, from the item location box. */
function itemRanges(view: DataView, iloc: Box, items: Set<number>, idat: Box | undefined): [number, number][] {
  const ranges: [number, number][] = [];
  let at = iloc.headerEnd;
  const version = view.getUint8(at);
  at += 4;
  const sizes = view.getUint16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version >= 1 ? sizes & 0xf : 0;
  const count = version < 2 ? view.getUint16(at) : view.getUint32(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? view.getUint16(at) : view.getUint32(at);
    at += version < 2 ? 2 : 4;
    const method = version >= 1 ? view.getUint16(at) & 0xf : 0;
    if (version >= 1) at += 2;
    at += 2; // data_reference_index
    const base = readUint(view, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = view.getUint16(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readUint(view, at, offsetSize);
      at += offsetSize;
      const length = readUint(view, at, lengthSize);
      at += lengthSize;
      if (!items.has(id)) continue;
      if (method === 0) ranges.push([base + offset, length]);
      else if (method === 1 && idat) ranges.push([idat.headerEnd + base + offset, length]);
    }
    if (at > iloc.end) throw new MalformedFileError("HEIF item locations run past their box");
  }
  return ranges;
}

/**
 * A HEIC/HEIF copy whose Exif and XMP items hold only zero bytes. The boxes and every offset stay as they
 * were (removing the items would mean rewriting the item locations); a reader then finds no metadata there.
 * The top-level boxes must cover the file exactly: data after them is refused.
 */
export function stripHeifMetadata(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const top = boxesIn(view, 0, out.length);
  if (top[0]?.type !== "ftyp") throw new MalformedFileError("no HEIF ftyp box");
  const meta = top.find((box) => box.type === "meta");
  if (!meta) return out;
  const children = boxesIn(view, meta.headerEnd + 4, meta.end);
  const iinf = children.find((box) => box.type === "iinf");
  const iloc = children.find((box) => box.type === "iloc");
  if (!iinf || !iloc) return out;
  const items = metadataItems(view, iinf);
  if (items.size === 0) return out;
  for (const [offset, length] of itemRanges(view, iloc, items, children.find((box) => box.type === "idat"))) {
    if (offset + length > out.length) throw new MalformedFileError("HEIF item data runs past the end");
    out.fill(0, offset, offset + length);
  }
  return out;
}
