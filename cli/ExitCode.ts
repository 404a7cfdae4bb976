/** Exit codes shared by every `ronghe` command. */
export const ExitCode = {
  ok: 0,
  /** The command ran and found something: stale files, lint findings. */
  findings: 1,
  /** Bad usage or an I/O error: the command could not do its job. */
  usage: 2,
} as const;
