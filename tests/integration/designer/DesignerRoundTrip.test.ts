import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModdleElement } from 'bpmn-moddle';
import { RongheExtensionReader } from '../../../contracts/bpmn/RongheExtensionReader.ts';
import { createRongheModdle } from '../../../contracts/bpmn/RongheModdle.ts';
import { InProcessCli } from '../../../cli/testing/InProcessCli.ts';
import { buildServer, type RongheServer } from '../../../server/app/Server.ts';
import { testConfig } from '../TestServer.ts';

const FIXTURE = new URL('../../fixtures/bpmn/designer/agreement-edited-in-designer.bpmn', import.meta.url);
const reader = new RongheExtensionReader();

type Element = ModdleElement & { id: string; $type: string; flowElements?: Element[]; conditionExpression?: ModdleElement; default?: Element };

/** Everything the designer's panel shows of each element, read the way the panel reads it. */
async function settings(xml: string): Promise<Record<string, unknown>> {
  const { rootElement } = await createRongheModdle().fromXML(xml);
  const process = ((rootElement as ModdleElement & { rootElements: Element[] }).rootElements).find((element) => element.$type === 'bpmn:Process') as Element;
  const shown: Record<string, unknown> = { process: { name: process.name, formKeys: reader.formKeys(process), executable: process.get('isExecutable') } };
  for (const element of process.flowElements ?? []) {
    shown[element.id] = {
      type: element.$type,
      name: element.name,
      candidates: reader.candidateCondition(element),
      handling: element.$type === 'bpmn:UserTask' ? reader.multiActorAction(element) : undefined,
      behaviour: element.$type === 'bpmn:UserTask' ? reader.assigneeBehaviour(element as never) : undefined,
      buttons: reader.buttons(element),
      forms: reader.forms(element),
      notice: reader.notice(element),
      flowMode: element.$type === 'bpmn:ExclusiveGateway' ? reader.flowMode(element) : undefined,
      branchOrder: reader.flowOrder(element),
      defaultFlow: element.default?.id,
      condition: element.conditionExpression ? { body: element.conditionExpression.get('body'), language: element.conditionExpression.get('language') } : undefined,
    };
  }
  return shown;
}

describe('a diagram from the designer goes through ronghe lint, deploy and export without a semantic change', () => {
  let server: RongheServer;
  let url: string;
  let work: string;
  const ronghe = (args: string[]) =>
    InProcessCli.run(args, { cwd: work, env: { RONGHE_CONFIG_DIR: join(work, 'config'), RONGHE_SERVER: undefined, RONGHE_TOKEN: undefined, RONGHE_PROFILE: undefined } });
  const asAdmin = () => ['--server', url, '--username', 'admin', '--password', 'Ronghe@2026'];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'ronghe-round-trip-'));
    server = await buildServer(testConfig());
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    writeFileSync(join(work, 'agreement.bpmn'), readFileSync(FIXTURE));
  });
  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('keeps handlers, percentages, buttons, form settings, notices, conditions and branch order', async () => {
    const lint = await ronghe(['lint', 'agreement.bpmn']);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);

    const deploy = await ronghe(['deploy', 'agreement.bpmn', '--name', '合同审批', ...asAdmin()]);
    expect(deploy.status, deploy.stdout + deploy.stderr).toBe(0);

    const exported = await ronghe(['export', 'agreement', '--output', 'exported.bpmn', ...asAdmin()]);
    expect(exported.status, exported.stdout + exported.stderr).toBe(0);

    const before = await settings(readFileSync(FIXTURE, 'utf8'));
    const after = await settings(readFileSync(join(work, 'exported.bpmn'), 'utf8'));
    expect(after).toEqual(before);
    // The edits made in the designer are among what survived, not only the seeded settings.
    expect(after.Task_countersign).toMatchObject({ handling: { type: 'completeMultiInst', completePercentage: 60 } });
    expect((after.Task_manager as { forms: unknown[] }).forms.length).toBeGreaterThan(0);
  });
});
