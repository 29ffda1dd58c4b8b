import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_KEY_PATTERN } from "./file-storage";
import { s3FileStorage, type S3FileStorage } from "./s3-file-storage";
import { LOCAL_S3_KEYS, startLocalS3, type LocalS3 } from "./test-support/local-s3";

let s3: LocalS3;
let storage: S3FileStorage;
let probe: S3Client;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = s3FileStorage({ bucket: s3.bucket, region: "ap-south-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_KEYS });
  probe = new S3Client({ region: "ap-south-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_KEYS });
});
afterAll(async () => {
  storage?.close();
  probe?.destroy();
  await s3?.close();
});

const read = async (stream: Readable) => Buffer.concat(await stream.toArray());
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const objectKeys = async () => ((await probe.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key);

describe("S3 file storage against s3rver", () => {
  it("puts bytes under a random key of their kind and gets the same bytes back, with their size", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 a report\n");
    const key = await storage.put(bytes, { kind: "report", owner: 7 });
    expect(key).toMatch(FILE_KEY_PATTERN);
    expect(key.startsWith("report/")).toBe(true);
    expect(await objectKeys()).toContain(key);
    const stored = await storage.get(key);
    expect(stored?.size).toBe(bytes.length);
    expect(await read(stored!.stream)).toEqual(Buffer.from(bytes));
    const again = await storage.put(bytes, { kind: "report", owner: 7 });
    expect(again).not.toBe(key);
  });

  it("streams a 12 MB body in parts (a multipart upload) and streams it back whole", async () => {
    const part = Buffer.alloc(3 * 1024 * 1024);
    const chunks = [0, 1, 2, 3].map((n) => Buffer.from(part.map((_, i) => (i * 31 + n) & 0xff)));
    const whole = Buffer.concat(chunks);
    const key = await storage.put(Readable.from(chunks), { kind: "prescription", owner: 7 });
    const stored = await storage.get(key);
    expect(stored?.size).toBe(whole.length);
    expect(sha256(await read(stored!.stream))).toBe(sha256(whole));
  });

  it("a body that fails while streaming stores nothing, small or large", async () => {
    const before = await objectKeys();
    const failing = (bytesBeforeFailure: number) =>
      Readable.from(
        (async function* () {
          yield Buffer.alloc(bytesBeforeFailure, 1);
          throw new Error("client went away");
        })(),
      );
    await expect(storage.put(failing(1024), { kind: "prescription", owner: 7 })).rejects.toThrow();
    await expect(storage.put(failing(6 * 1024 * 1024), { kind: "prescription", owner: 7 })).rejects.toThrow();
    expect(await objectKeys()).toEqual(before);
  });

  it("a missing or malformed key is null, not an error", async () => {
    expect(await storage.get("prescription/0123456789abcdef0123456789abcdef")).toBeNull();
    expect(await storage.get("../../etc/passwd")).toBeNull();
    expect(await storage.get("prescription/0123456789ABCDEF0123456789ABCDEF")).toBeNull();
  });

  it("delete removes the object; deleting a missing one is not an error", async () => {
    const key = await storage.put(new Uint8Array([1, 2, 3]), { kind: "prescription", owner: 7 });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await objectKeys()).not.toContain(key);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete("not/a key")).resolves.toBeUndefined();
  });

  it("a bucket that does not exist is a fault that surfaces (start-up check, get), never a missing file", async () => {
    const wrong = s3FileStorage({ bucket: "no-such-bucket", region: "ap-south-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_KEYS });
    try {
      await expect(wrong.check()).rejects.toThrow();
      await expect(wrong.get("prescription/0123456789abcdef0123456789abcdef")).rejects.toThrow(/bucket/i);
      await expect(wrong.put(new Uint8Array([1]), { kind: "report", owner: 1 })).rejects.toThrow();
      await expect(storage.check()).resolves.toBeUndefined();
    } finally {
      wrong.close();
    }
  });
});
