import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { FILE_KEY_PATTERN, type FileStorage } from "./file-storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Any S3-compatible store otherwise (MinIO, R2, s3rver in tests). */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`), which stores without per-bucket DNS names need. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's own chain (instance role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type S3FileStorage = FileStorage & {
  /** Asks for the bucket once, so a wrong bucket, endpoint or key stops start-up instead of the first upload. */
  check(): Promise<void>;
  close(): void;
};

/** Parts of a large upload; S3's own minimum, and a prescription (10 MB at most) is one or two of them. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in one bucket, keyed as the interface's keys (kind/random hex). A body of unknown length is streamed in
 * parts (a multipart upload, aborted on failure, so a cut upload leaves no object); a small one is one PutObject.
 * Objects are private: the bucket must not be public, and files leave only through the app's owner-checked routes.
 */
export function s3FileStorage(options: S3StorageOptions): S3FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer default trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;

  return {
    async put(body, meta) {
      const key = `${meta.kind}/${randomBytes(16).toString("hex")}`;
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return key;
    },
    async get(key) {
      if (!FILE_KEY_PATTERN.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error("S3 answered a body that is not a stream");
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!FILE_KEY_PATTERN.test(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

function isMissing(error: unknown): boolean {
  // Only a missing object: a missing bucket (NoSuchBucket, also a 404) is a configuration fault and must surface.
  return error instanceof S3ServiceException && error.name === "NoSuchKey";
}
