/**
 * A handler's data with the message the spec shows on success (委托成功, 驳回成功 …): the
 * router sends it as `{code: 0, msg, data}`, so no module writes the envelope itself.
 */
export class Answer<T> {
  private constructor(
    readonly msg: string,
    readonly data: T,
  ) {}

  static withMessage<T>(msg: string, data: T): Answer<T> {
    return new Answer(msg, data);
  }
}
