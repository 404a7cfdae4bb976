/**
 * An answer other than success. Thrown anywhere in a handler or hook; the error responder
 * turns it into HTTP status = code with the envelope `{code, msg, data: null}`.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
