import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BpmnXmlReader } from '../../../contracts/bpmn/BpmnXmlReader.ts';
import { DeployCheck } from '../../../contracts/bpmn/DeployCheck.ts';
import { DeployErrorCode } from '../../../contracts/bpmn/DeployErrorCodes.ts';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { ExpressionEvaluator } from '../expression/ExpressionEvaluator.ts';
import { ProcessModelCompiler } from './ProcessModelCompiler.ts';

const fixtures = join(import.meta.dirname, '../../../tests/fixtures/bpmn');
const diagrams = ['designer', 'miwg-reference'].flatMap((folder) =>
  readdirSync(join(fixtures, folder))
    .filter((name) => name.endsWith('.bpmn'))
    .map((name) => ({ name: `${folder}/${name}`, xml: readFileSync(join(fixtures, folder, name), 'utf8') })),
);

const compiler = new ProcessModelCompiler(new ExpressionEvaluator());
const reader = new BpmnXmlReader();

describe('the compiler, the deploy rules’ last line', () => {
  it('refuses nothing the deploy rules let through: every finding of its own is one of theirs', async () => {
    for (const { name, xml } of diagrams) {
      const definitions = await reader.read(xml).then((read) => read.definitions, () => undefined);
      if (!definitions) continue;
      const rules = new Set((await new DeployCheck().checkDefinitions(definitions)).illegalNodeList.map((n) => `${n.nodeId} ${n.errCode}`));
      const processes = (definitions.rootElements ?? []).filter((e) => e.$instanceOf('bpmn:Process') && ((e.flowElements as unknown[]) ?? []).length > 0);
      for (const process of processes) {
        const own = compiler.compile(definitions, process.id as string).illegalNodeList.map((n) => `${n.nodeId} ${n.errCode}`);
        expect(own.filter((finding) => !rules.has(finding)), `${name} ${String(process.id)}`).toEqual([]);
      }
    }
  });

  it('still refuses a standard multi-instance marker without the 办理方式 when handed the diagram directly', async () => {
    const xml = new DiagramBuilder()
      .start('s')
      .userTask('t', '审批', { users: ['1'] })
      .end('e')
      .flow('f1', 's', 't')
      .flow('f2', 't', 'e')
      .toXml()
      .replace('</bpmn:extensionElements></bpmn:userTask>', '</bpmn:extensionElements><bpmn:multiInstanceLoopCharacteristics /></bpmn:userTask>');
    const { definitions } = await reader.read(xml);
    expect(compiler.compile(definitions, 'proc').illegalNodeList).toEqual([{ nodeId: 't', errCode: DeployErrorCode.MULTI_INSTANCE_RH_REQUIRED }]);
  });

  it('refuses a user task with the standard loop marker: the engine would run it once', async () => {
    const xml = new DiagramBuilder()
      .start('s')
      .userTask('t', '审批', { users: ['1'] })
      .end('e')
      .flow('f1', 's', 't')
      .flow('f2', 't', 'e')
      .toXml()
      .replace('</bpmn:extensionElements></bpmn:userTask>', '</bpmn:extensionElements><bpmn:standardLoopCharacteristics testBefore="false" /></bpmn:userTask>');
    const { definitions } = await reader.read(xml);
    expect(compiler.compile(definitions, 'proc').illegalNodeList).toEqual([{ nodeId: 't', errCode: DeployErrorCode.LOOP_UNSUPPORTED }]);
  });

  it('refuses a condition with text beside its ${…}: it would come out as text, never true or false', async () => {
    const xml = new DiagramBuilder()
      .start('s')
      .exclusive('g')
      .userTask('t', '审批', { users: ['1'] })
      .end('e')
      .flow('f1', 's', 'g')
      .flow('big', 'g', 't', { condition: '${amount > 100000} 元' })
      .flow('f2', 't', 'e')
      .toXml();
    const { definitions } = await reader.read(xml);
    expect(compiler.compile(definitions, 'proc').illegalNodeList).toEqual([{ nodeId: 'big', errCode: DeployErrorCode.CONDITION_TEXT_OUTSIDE }]);
  });
});
