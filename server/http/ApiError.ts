/**
 * An answer other than success. Thrown anywhere in a handler or hook; the error responder
 * turns it into HTTP status = code with the envelope `{code, msg, data}`: data is null unless
 * the refusal carries details the caller shows beside the message (a designed form's
 * `{ fieldErrors }`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
