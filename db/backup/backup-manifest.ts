import { z } from "zod";
import { BackupError } from "./backup-error";

/** Raised whenever the archive's layout or the manifest's meaning changes; restore reads only this version. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

const entry = z.object({ path: z.string().min(1), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const manifestSchema = z.object({
  format: z.literal("nikat-backup"),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The schema the dumped rows fit: restore migrates to exactly this point, loads the rows, then migrates on. */
  migrations: z.array(z.string()),
  /** Where the uploaded files were: "s3" means they stay in the bucket and are not in the archive. */
  storage: z.enum(["local", "s3"]),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int().nonnegative(), file: z.string() })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.number().int().nullable() })),
  /** Every file in the archive except this manifest, with its checksum. */
  entries: z.array(entry),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entry>;

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError("the backup's manifest is not valid JSON: the archive is damaged or not a Nikat backup.");
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if ((json as { format?: unknown } | null)?.format === "nikat-backup" && version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(`backup format version ${String(version)} is not supported: this version of Nikat restores format ${BACKUP_FORMAT_VERSION}.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError("the archive holds no valid Nikat backup manifest: it is damaged or not a Nikat backup.");
  return parsed.data;
}
