/**
 * Why a call was rejected: the HTTP status (0 when no answer came), the body's code when there
 * was one, and the message the user was (or, for silent calls, would have been) shown.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly code: number | string | null;
  readonly msg: string;
  /** The server's own msg, or null when `msg` is the catalogue's stand-in for a missing one. */
  readonly serverMsg: string | null;

  constructor(status: number, code: number | string | null, msg: string, serverMsg: string | null = msg) {
    super(msg);
    this.status = status;
    this.code = code;
    this.msg = msg;
    this.serverMsg = serverMsg;
  }
}
