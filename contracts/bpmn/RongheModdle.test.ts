import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { BpmnXmlReader } from './BpmnXmlReader.ts';
import { createRongheModdle } from './RongheModdle.ts';
import { moddleSnapshot } from './testing/ModdleSnapshot.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../tests/fixtures/bpmn', name), 'utf8');

async function saved(xml: string): Promise<string> {
  const { definitions } = await new BpmnXmlReader().read(xml);
  return (await createRongheModdle().toXML(definitions, { format: true })).xml;
}

const byId = (root: ModdleElement, id: string): ModdleElement => {
  const found: ModdleElement[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const element = node as ModdleElement;
    if (element.id === id) found.push(element);
    for (const key of ['rootElements', 'flowElements']) visit(element[key]);
  };
  visit(root);
  return found[0];
};

describe('the shared moddle: rh and camunda', () => {
  it('reads the Camunda-style fields as typed elements, next to the rh ones', async () => {
    const { definitions, warnings } = await new BpmnXmlReader().read(fixture('designer/camunda-fields.bpmn'));
    expect(warnings).toEqual([]);
    const process = byId(definitions, 'purchase');
    expect(process.versionTag).toBe('2.1');
    const task = byId(definitions, 'Activity_review');
    expect(task.asyncBefore).toBe(true);
    expect(task.candidateGroups).toBe('purchasing');
    const types = ((task.extensionElements as ModdleElement).values as ModdleElement[]).map((value) => value.$type);
    expect(types).toEqual(['rh:CandidateCondition', 'rh:Notice', 'camunda:TaskListener', 'camunda:InputOutput', 'camunda:FailedJobRetryTimeCycle']);
  });

  it('saves a diagram with rh and camunda content semantically unchanged, and again byte for byte', async () => {
    const original = fixture('designer/camunda-fields.bpmn');
    const once = await saved(original);
    const snapshot = async (xml: string) => moddleSnapshot((await new BpmnXmlReader().read(xml)).definitions);
    expect(await snapshot(once)).toEqual(await snapshot(original));
    expect(once).toContain('camunda:taskListener');
    expect(once).toContain('camunda:asyncBefore="true"');
    expect(once).toContain('rh:candidateCondition');
    expect(await saved(once)).toBe(once);
  });

  it('keeps a condition’s external script in camunda:resource', async () => {
    const xml = await saved(fixture('designer/deploy-findings.bpmn'));
    expect(xml).toContain('camunda:resource="rules/amount.juel"');
  });

  it('saves an Activiti export that binds the camunda prefix to its own namespace, keeping its settings', async () => {
    const original = fixture('miwg-reference/C.1.0.bpmn');
    expect(original).toContain('xmlns:camunda="http://activiti.org/bpmn"');
    const xml = await saved(original);
    expect(xml).toContain('xmlns:camunda1="http://activiti.org/bpmn"');
    expect(xml).toContain('camunda1:candidateGroups="accounting"');
    expect(xml).not.toContain('ns0:');
    const task = byId((await new BpmnXmlReader().read(xml)).definitions, 'prepareBankTransfer');
    expect(task.candidateGroups).toBeUndefined();
    expect(task.$attrs).toMatchObject({ 'camunda1:candidateGroups': 'accounting' });
  });
});
