/** Why a text was refused before or while reading it as BPMN. */
export type BpmnXmlErrorCode = 'XML_NOT_TEXT' | 'XML_EMPTY' | 'XML_TOO_LARGE' | 'XML_DOCTYPE_FORBIDDEN' | 'XML_UNREADABLE' | 'XML_NOT_DEFINITIONS';

export class BpmnXmlError extends Error {
  override readonly name = 'BpmnXmlError';
  constructor(
    readonly code: BpmnXmlErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
