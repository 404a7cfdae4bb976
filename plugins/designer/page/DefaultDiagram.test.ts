import { describe, expect, it } from 'vitest';
import { DeployCheck } from '../../../contracts/bpmn/DeployCheck.ts';
import { RongheExtensionReader } from '../../../contracts/bpmn/RongheExtensionReader.ts';
import { createRongheModdle } from '../../../contracts/bpmn/RongheModdle.ts';
import { DEFAULT_BUSINESS_KEY, defaultDiagramXml } from './DefaultDiagram.ts';

describe('the default new diagram', () => {
  it('gives its start flow the default business key, which the deploy rules accept', async () => {
    const xml = defaultDiagramXml('leave', '请假 & 调休');
    const { rootElement } = await createRongheModdle().fromXML(xml);
    const process = (rootElement as unknown as { rootElements: Array<{ flowElements: Array<{ $type: string }> }> }).rootElements[0];
    const flow = process.flowElements.find((element) => element.$type === 'bpmn:SequenceFlow') as never;
    expect(new RongheExtensionReader().businessKey(flow)).toBe(DEFAULT_BUSINESS_KEY);
    expect(DEFAULT_BUSINESS_KEY).toBe('${businessKey}');
    const findings = (await new DeployCheck().check(xml)).illegalNodeList.map((finding) => finding.errCode);
    expect(findings).not.toContain('EXPRESSION_INVALID');
  });
});
