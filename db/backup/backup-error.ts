/** A backup or restore failure the operator can act on: its message is the one line the command prints. */
export class BackupError extends Error {
  override name = "BackupError";
}
