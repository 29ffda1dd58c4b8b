import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { exportArchiveKind } from "./export-archive-kind";

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe("a stored export's archive kind", () => {
  it("is a zip by its PK header, the stream given back whole", async () => {
    const chunks = [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), Buffer.from([3, 4, 5])];
    const { kind, stream } = await exportArchiveKind(Readable.from(chunks));
    expect(kind).toEqual({ type: "application/zip", extension: "zip" });
    expect(await bytesOf(stream)).toEqual(Buffer.concat(chunks));
  });

  it("is a .tar.gz by gzip's magic bytes (an export built before the zip, within its 7 days)", async () => {
    const chunks = [Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.from([9])];
    const { kind, stream } = await exportArchiveKind(Readable.from(chunks));
    expect(kind).toEqual({ type: "application/gzip", extension: "tar.gz" });
    expect(await bytesOf(stream)).toEqual(Buffer.concat(chunks));
  });
});
