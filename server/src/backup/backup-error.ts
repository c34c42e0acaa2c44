/** Exit codes of `npm run backup` and `npm run restore`. */
export const EXIT = {
  /** Something failed: a tool, the disk, or a restore that does not match its manifest. */
  failed: 1,
  /** The command was called wrongly: an unknown option, no file, a file that is no backup. */
  usage: 2,
  /** A safety check said no: the server holds the database, the target is not empty, … */
  refused: 3,
} as const;

/** Stops a backup or a restore with a message for the operator and the exit code to end with. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode: (typeof EXIT)[keyof typeof EXIT] = EXIT.failed,
  ) {
    super(message);
  }
}

export const refused = (message: string) => new BackupError(message, EXIT.refused);
export const usage = (message: string) => new BackupError(message, EXIT.usage);
