/**
 * A violation that ends the connection: the session answers it with an ERROR frame whose
 * `message` header is `message` and whose body is `detail`, then closes (STOMP 1.2 requires
 * the close after an ERROR).
 */
export class StompProtocolError extends Error {
  override readonly name = 'StompProtocolError';

  constructor(
    message: string,
    readonly detail: string = message,
    /** Extra ERROR headers, e.g. `version` when the versions could not be agreed. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
