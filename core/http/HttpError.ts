/**
 * Why a call was rejected: the HTTP status (0 when no answer came), the body's code and data when
 * there was one, and the message the user was (or, for silent calls, would have been) shown.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly code: number | string | null;
  readonly msg: string;
  /** The server's own msg, or null when `msg` is the catalogue's stand-in for a missing one. */
  readonly serverMsg: string | null;
  /** The envelope's data, when a refusal carries details (a designed form's `fieldErrors`); else null. */
  readonly data: unknown;

  constructor(status: number, code: number | string | null, msg: string, serverMsg: string | null = msg, data: unknown = null) {
    super(msg);
    this.status = status;
    this.code = code;
    this.msg = msg;
    this.serverMsg = serverMsg;
    this.data = data;
  }
}
