import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";
import { fromBufferPromise, type Entry } from "yauzl";

/** Unpacks a .zip into `folder` (yauzl refuses a name that climbs out of it); answers the names of the files, in the archive's order. */
export async function unzipInto(zip: Buffer, folder: string): Promise<string[]> {
  const archive = await fromBufferPromise(zip, { lazyEntries: true });
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    archive.on("error", reject);
    archive.on("end", resolve);
    archive.on("entry", (entry: Entry) => {
      void (async () => {
        const target = path.join(folder, entry.fileName);
        if (entry.fileName.endsWith("/")) await fs.mkdir(target, { recursive: true });
        else {
          await fs.mkdir(path.dirname(target), { recursive: true });
          await pipeline(await archive.openReadStreamPromise(entry), createWriteStream(target));
          names.push(entry.fileName);
        }
        archive.readEntry();
      })().catch(reject);
    });
    archive.readEntry();
  });
  return names;
}
