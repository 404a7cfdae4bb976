/** Types of ProductDiagramGenerator.mjs, for the TypeScript tests that reuse it. */
export declare class ProductDiagramGenerator {
  constructor(elements: number, seed: number);
  /** The diagram as BPMN XML with the rh extension and bpmndi. */
  toXml(): string;
}
