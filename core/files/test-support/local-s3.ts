import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed keys: it checks signatures made with them. */
export const LOCAL_S3_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export type LocalS3 = { endpoint: string; bucket: string; directory: string; close: () => Promise<void> };

/** An S3-compatible server (s3rver) in this process, on a free loopback port, keeping its objects in a temporary folder. */
export async function startLocalS3(bucket = "nikat-test-files"): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
