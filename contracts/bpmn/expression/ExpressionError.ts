/** A syntax or evaluation error in a `${…}` expression; the message is user-visible Chinese. */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
}
