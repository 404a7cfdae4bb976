/**
 * Exit codes shared by every `ronghe` command, one per outcome, so a CI step can branch on
 * them without reading the output. The table in README.md (Command line → Exit codes) documents them.
 */
export const ExitCode = {
  ok: 0,
  /** The command ran and found something: stale files, lint errors, a deploy refused by the local lint. */
  findings: 1,
  /** Bad usage, a bad config, or a file that cannot be found or read: the command could not do its job. */
  usage: 2,
  /** The server checked the diagram and refused to deploy it (illegalNodeList). */
  refused: 3,
  /** No credentials, or the server did not accept them (401, 426). */
  auth: 4,
  /** The server answered the request with an error (400, 403, 409…): msg says why. */
  rejected: 5,
  /** The server could not be reached, timed out, or failed (5xx); for `setup`, `backup` and `restore`, the database could not be opened, migrated, dumped or restored. */
  unreachable: 6,
  /** The process definition or draft does not exist on the server (404). */
  notFound: 7,
  /**
   * The installation is there already, and nothing was changed: `ronghe setup` found a platform
   * administrator; `ronghe restore` found a database or files and was not given --force.
   */
  installed: 8,
  /** The database was upgraded by a newer release than this one (`setup`, `serve`): nothing was changed. The server's own code for it, DatabaseTooNew.exitCode. */
  newerDatabase: 9,
  /** `ronghe restore`: the archive cannot be verified (damaged, edited, or not a backup), and nothing was changed. */
  unverified: 10,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
