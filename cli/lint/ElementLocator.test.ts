import { describe, expect, it } from 'vitest';
import { ElementLocator } from './ElementLocator.ts';

const xml = [
  '<?xml version="1.0"?>',
  '<definitions id="defs">',
  '  <process id="p">',
  "    <userTask name='审批' id='Task_1' />",
  '    <sequenceFlow id="Flow.1" sourceRef="Task_1" />',
  '  </process>',
  '  <shape id="Task_1_di" bpmnElement="Task_1" />',
  '</definitions>',
].join('\n');

describe('ElementLocator', () => {
  const locator = new ElementLocator(xml);

  it('points at the start tag of the element declaring the id, either quote style', () => {
    expect(locator.elementPosition('Task_1')).toEqual({ line: 4, column: 5 });
    expect(locator.elementPosition('p')).toEqual({ line: 3, column: 3 });
  });

  it('treats ids literally (a dot is not a wildcard) and ignores references to them', () => {
    expect(locator.elementPosition('Flow.1')).toEqual({ line: 5, column: 5 });
    expect(locator.elementPosition('Flow_1')).toBeUndefined();
    expect(locator.elementPosition('Task_1_di')).toEqual({ line: 7, column: 3 });
  });

  it('turns offsets into 1-based lines and columns', () => {
    expect(locator.position(0)).toEqual({ line: 1, column: 1 });
    expect(locator.position(xml.indexOf('<definitions'))).toEqual({ line: 2, column: 1 });
  });
});
