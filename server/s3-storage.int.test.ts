import fs from "node:fs/promises";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { randomPhone } from "../core/auth/test-support";
import { SESSION_COOKIE } from "../core/auth/session-cookie";
import type { FileStorage } from "../core/files/file-storage";
import { LOCAL_S3_KEYS, startLocalS3, type LocalS3 } from "../core/files/test-support/local-s3";
import { StartupError } from "../db/startup-error";
import { testDb } from "../db/test-support/test-db";
import { loadConfig } from "./config";
import { createStorage, type Services } from "./services";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let s3: LocalS3;
let app: FastifyInstance;
let storage: FileStorage;
let services: Services;
let close: () => Promise<void>;

const s3Env = (local: LocalS3) => ({
  STORAGE: "s3",
  S3_BUCKET: local.bucket,
  S3_REGION: "ap-south-1",
  S3_ENDPOINT: local.endpoint,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
});

beforeAll(async () => {
  s3 = await startLocalS3();
  ({ app, storage, services, close } = await startInProcessApp(db, { env: s3Env(s3) }));
}, 120_000);
afterAll(async () => {
  await close?.();
  await s3?.close();
});

const photo = new Uint8Array(await fs.readFile(new URL("../core/files/test-files/photo.jpg", import.meta.url)));

async function patient(): Promise<{ id: number; cookie: string }> {
  const { id } = await db.insertInto("users").values({ phone: randomPhone() }).returning("id").executeTakeFirstOrThrow();
  const { token } = await createSession(db, { userId: id });
  return { id, cookie: `${SESSION_COOKIE}=${token}; lang=en` };
}

async function bookingBody(): Promise<{ payload: Buffer; type: string }> {
  const form = new FormData();
  const values = { name: "Anita Roy", age: "67", gender: "Female", village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", slot: "tomorrow-2", consent: "on" };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.set("prescription", new File([photo as Uint8Array<ArrayBuffer>], "p.jpg", { type: "image/jpeg" }));
  const request = new Request("http://form.invalid/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

describe("STORAGE=s3: the app keeps prescriptions in the bucket", () => {
  it("a booking's prescription is stored in the bucket and downloaded from it by its owner only", async () => {
    await expect(services.checkStorage()).resolves.toBeUndefined();
    const who = await patient();
    const body = await bookingBody();
    const booked = await app.inject({ method: "POST", url: "/booking/sample-request", headers: { cookie: who.cookie, "content-type": body.type, accept: "application/json" }, payload: body.payload });
    expect(booked.statusCode).toBe(200);
    const { id } = booked.json<{ id: number }>();
    const { prescription } = await db.selectFrom("sample_requests").select("prescription").where("id", "=", id).executeTakeFirstOrThrow();

    const probe = new S3Client({ region: "ap-south-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_KEYS });
    try {
      const listed = await probe.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "prescription/" }));
      expect(listed.Contents?.map((object) => object.Key)).toContain(prescription);
    } finally {
      probe.destroy();
    }

    const stored = await storage.get(prescription!);
    const expected = Buffer.concat(await stored!.stream.toArray());
    const download = await app.inject({ method: "GET", url: `/trace/test/${id}/prescription`, headers: { cookie: who.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="prescription-${id}.jpg"`);
    expect(download.headers["content-length"]).toBe(String(expected.length));
    expect(download.rawPayload.equals(expected)).toBe(true);
    // The bytes are the photo's, less its metadata: a JPEG still.
    expect([...download.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const other = await patient();
    const refused = await app.inject({ method: "GET", url: `/trace/test/${id}/prescription`, headers: { cookie: other.cookie } });
    expect(refused.statusCode).toBe(404);
  });

  it("an unreachable store stops start-up with one line naming the settings to check", async () => {
    const wrong = createStorage(loadConfig({ ...s3Env(s3), S3_BUCKET: "no-such-bucket" }));
    try {
      const failure = await wrong.check().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      expect((failure as Error).message).toMatch(/^file storage \(STORAGE=s3\) cannot reach bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+: .*Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys\.$/);
      expect((failure as Error).message).not.toContain("\n");
    } finally {
      wrong.close();
    }
  });
});
