/*
 * moddle-xml (bpmn-moddle's XML reader) ships without declarations; ChildPropertyCache uses
 * only its Reader's root handler, to reach the handler prototype.
 */
declare module 'moddle-xml' {
  export class Reader {
    constructor(options: { model: unknown; lax?: boolean });
    handler(typeName: string): unknown;
  }
}
