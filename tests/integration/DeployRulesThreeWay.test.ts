import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModdleElement } from 'bpmn-moddle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmnXmlError } from '../../contracts/bpmn/BpmnXmlError.ts';
import { BpmnXmlReader } from '../../contracts/bpmn/BpmnXmlReader.ts';
import { DeployCheck } from '../../contracts/bpmn/DeployCheck.ts';
import { DeployErrorCode, deployErrorLabel } from '../../contracts/bpmn/DeployErrorCodes.ts';
import { createRongheModdle } from '../../contracts/bpmn/RongheModdle.ts';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import { InProcessCli } from '../../cli/testing/InProcessCli.ts';
import { SampleDiagrams } from '../../cli/testing/SampleDiagrams.ts';
import { defaultDiagramXml } from '../../plugins/designer/page/DefaultDiagram.ts';
import { agreementProcessXml } from '../../server/modules/demoself/AgreementProcessDiagram.ts';
import { zhCN as workflowTexts } from '../../server/modules/workflow/zhCN.ts';
import { WorkflowDriver } from './workflow/WorkflowDriver.ts';
import { leaveForm } from '../../contracts/forms/testing/LeaveForm.ts';
import { FakeHttpClient } from '../../core/react/testing/FakeHttpClient.ts';
import { ContractApiClient } from '../../core/http/ContractApiClient.ts';
import { DesignerFormCatalog } from '../../plugins/designer/page/DesignerFormCatalog.ts';
import { checkDefinition } from '../../plugins/designer/forms/DesignerFindings.ts';

/*
 * Issue 10's one rule set: the same diagrams through the designer's live check (DeployCheck on
 * the parsed definitions, as DeployMarkers runs it), `ronghe lint` (the command, in process)
 * and the server's deploy (a TestServer) give the same (element id, errCode) findings.
 *
 * The server refuses the process-level preconditions (not executable, no form) with their
 * labels as a 400 instead of a node list, so a diagram with those is also fed "prepared" —
 * every process with content made executable and bound to a form — to compare all the rest.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures/bpmn');
const PRECONDITIONS = new Set<string>([DeployErrorCode.PROCESS_NOT_EXECUTABLE, DeployErrorCode.FORM_REQUIRED]);

interface Diagram {
  name: string;
  xml: string;
}

/** Findings as comparable text, `element errCode`, sorted; `unreadable` when there is no diagram to check. */
type Findings = string[] | 'unreadable';

function read(folder: string): Diagram[] {
  return readdirSync(join(FIXTURES, folder))
    .filter((file) => file.endsWith('.bpmn'))
    .sort()
    .map((file) => ({ name: `${folder}/${file}`, xml: readFileSync(join(FIXTURES, folder, file), 'utf8') }));
}

async function processesOf(xml: string): Promise<ModdleElement[]> {
  const { rootElement } = await createRongheModdle().fromXML(xml, 'bpmn:Definitions');
  const roots = (rootElement.rootElements as ModdleElement[] | undefined) ?? [];
  return roots.filter((element) => element.$instanceOf('bpmn:Process'));
}

/** The key the designer deploys with: the id of the process that has content. */
async function keyOf(xml: string): Promise<string> {
  const processes = await processesOf(xml).catch(() => []);
  const withContent = processes.find((p) => ((p.flowElements as unknown[] | undefined) ?? []).length > 0);
  return String((withContent ?? processes[0])?.id ?? 'unreadable');
}

/** The diagram with every process that has content executable and bound to the demo form. */
async function prepared(diagram: Diagram): Promise<Diagram> {
  const moddle = createRongheModdle();
  const { definitions: rootElement } = await new BpmnXmlReader().read(diagram.xml);
  for (const process of ((rootElement.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$instanceOf('bpmn:Process'))) {
    if (((process.flowElements as unknown[] | undefined) ?? []).length === 0) continue;
    process.set('isExecutable', true);
    let extensions = process.extensionElements as ModdleElement | undefined;
    if (!extensions) {
      extensions = moddle.create('bpmn:ExtensionElements', { values: [] });
      process.set('extensionElements', extensions);
    }
    const formKeys = moddle.create('rh:FormKeys', { values: [moddle.create('rh:FormKey', { value: 'agreementForm' })] });
    extensions.set('values', [...((extensions.values as ModdleElement[] | undefined) ?? []), formKeys]);
  }
  return { name: `${diagram.name} (prepared)`, xml: (await moddle.toXML(rootElement)).xml };
}

const sorted = (list: Array<{ nodeId: string; errCode: string }>) => [...new Set(list.map((n) => `${n.nodeId} ${n.errCode}`))].sort();

async function designerFindings(xml: string): Promise<Findings> {
  try {
    return sorted((await new DeployCheck().check(xml)).illegalNodeList);
  } catch (error) {
    if (error instanceof BpmnXmlError) return 'unreadable';
    throw error;
  }
}

interface JsonFile {
  filePath: string;
  messages: Array<{ ruleId: string; severity: string; elementId: string | null; errCode?: string }>;
}

describe('one deploy rule set: designer, ronghe lint and the server agree', () => {
  let wf: WorkflowDriver;
  let folder: string;
  const diagrams: Diagram[] = [];
  const lintFindings = new Map<string, Findings>();

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    const originals: Diagram[] = [
      ...read('designer'),
      ...read('miwg-reference'),
      { name: 'SampleDiagrams.valid', xml: SampleDiagrams.valid() },
      { name: 'SampleDiagrams.withDeployErrors', xml: SampleDiagrams.withDeployErrors() },
      { name: 'agreement (demo)', xml: agreementProcessXml() },
      { name: 'designer default diagram', xml: defaultDiagramXml('newProcess', '新流程') },
    ];
    diagrams.push(...originals);
    for (const diagram of originals) {
      const findings = await designerFindings(diagram.xml);
      if (findings === 'unreadable' || !findings.some((f) => PRECONDITIONS.has(f.split(' ')[1]))) continue;
      diagrams.push(await prepared(diagram));
    }

    folder = mkdtempSync(join(tmpdir(), 'ronghe-three-way-'));
    diagrams.forEach((diagram, index) => writeFileSync(join(folder, `${String(index).padStart(3, '0')}.bpmn`), diagram.xml));
    const run = await InProcessCli.run(['lint', '--format', 'json', '.'], { cwd: folder });
    for (const file of JSON.parse(run.stdout) as JsonFile[]) {
      const index = Number(/(\d+)\.bpmn$/.exec(file.filePath)![1]);
      const unreadable = file.messages.some((m) => m.ruleId === 'parse');
      const errors = file.messages.filter((m) => m.severity === 'error' && m.errCode && m.elementId);
      lintFindings.set(diagrams[index].name, unreadable ? 'unreadable' : sorted(errors.map((m) => ({ nodeId: m.elementId!, errCode: m.errCode! }))));
    }
  });
  afterAll(async () => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    await wf?.close();
  });

  it('feeds a real set: designer fixtures, the MIWG reference models, the demo and sample diagrams', () => {
    expect(diagrams.filter((d) => d.name.endsWith('(prepared)')).length).toBeGreaterThan(15);
    expect(diagrams.length).toBeGreaterThan(45);
    expect(lintFindings.size).toBe(diagrams.length);
    // the set is worth comparing: diagrams that pass, diagrams refused on nodes, every new rule's code
    const all = [...lintFindings.values()].flatMap((f) => (f === 'unreadable' ? [] : f));
    for (const code of [
      DeployErrorCode.ELEMENT_UNSUPPORTED,
      DeployErrorCode.EXPRESSION_INVALID,
      DeployErrorCode.SCRIPT_RESOURCE_UNSUPPORTED,
      DeployErrorCode.MULTI_INSTANCE_RH_REQUIRED,
      DeployErrorCode.LOOP_UNSUPPORTED,
      DeployErrorCode.START_EVENT_REQUIRED,
      DeployErrorCode.CANDIDATE_REQUIRED,
      DeployErrorCode.CONDITION_TEXT_OUTSIDE,
    ]) {
      expect(all.some((finding) => finding.endsWith(` ${code}`)), code).toBe(true);
    }
    expect([...lintFindings.values()].filter((f) => Array.isArray(f) && f.length === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('gives each diagram the same findings in the designer, in ronghe lint and in the server’s deploy', async () => {
    const mismatches: string[] = [];
    for (const diagram of diagrams) {
      const designer = await designerFindings(diagram.xml);
      const lint = lintFindings.get(diagram.name);
      const key = await keyOf(diagram.xml);
      const answer = await wf.post<{ success: boolean; illegalNodeList: Array<{ nodeId: string; errCode: string }> }>('admin', '/workflow/processDef/deploy', {
        processDefinitionKey: key,
        processName: diagram.name,
        bpmnData: diagram.xml,
        source: null,
      });

      let server: Findings | { refused: string };
      if (answer.status === 200) server = sorted(answer.body.data.illegalNodeList);
      else if (answer.status === 400 && designer === 'unreadable') server = 'unreadable';
      else server = { refused: String(answer.body.msg) };

      // The preconditions come back as their labels, in rule order, instead of a node list.
      let expectedServer: Findings | { refused: string } = designer;
      if (designer !== 'unreadable') {
        const preconditions = designer.filter((f) => PRECONDITIONS.has(f.split(' ')[1]));
        if (preconditions.length > 0) {
          const codes = [DeployErrorCode.PROCESS_NOT_EXECUTABLE, DeployErrorCode.FORM_REQUIRED].filter((code) => preconditions.some((f) => f.endsWith(` ${code}`)));
          expectedServer = { refused: codes.map((code) => deployErrorLabel(code)).join(workflowTexts.deployPreconditionSeparator) };
        }
      }
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      if (!same(designer, lint) || !same(server, expectedServer)) {
        mismatches.push(`${diagram.name}\n  designer ${JSON.stringify(designer)}\n  lint     ${JSON.stringify(lint)}\n  server   ${JSON.stringify(server)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

/*
 * Issue 23: a diagram and the form it binds. The designer judges with its company's forms (the
 * DesignerFormCatalog over the form list, 表单管理 and the bound designed definition), `ronghe
 * lint` with `--form leave.form.json`, the server with the forms of the deploying company
 * (the 请假 form saved through 表单管理 first). The designer's catalogue reads the server's own
 * answers to its three calls. The same findings.
 */
describe('one deploy rule set for a diagram and its form: designer, ronghe lint and the server agree', () => {
  const pairs: Array<{ name: string; condition: string; formKeys: string[]; language?: string }> = [
    { name: 'reads the form', condition: '${days > 3 && leaveType == "annual"}', formKeys: ['leave'] },
    { name: 'reads the start', condition: '${days > 3 || initiator == "1" || companyId == 1 || !empty periodEnd}', formKeys: ['leave'] },
    { name: 'misspelt variable', condition: '${dayz > 3}', formKeys: ['leave'] },
    { name: 'a table column is no variable', condition: '${files > 0}', formKeys: ['leave'] },
    { name: 'a juel script', condition: '${hours > 8}', formKeys: ['leave'], language: 'juel' },
    { name: 'a form nobody has', condition: '${days > 3}', formKeys: ['leave', 'overtime'] },
    { name: 'beside a coded form', condition: '${agreementMoney > 3}', formKeys: ['leave', 'agreementForm'] },
    { name: 'a refused expression', condition: '${dayz >}', formKeys: ['leave'] },
  ];
  const diagram = (pair: (typeof pairs)[number], index: number) =>
    new DiagramBuilder(`pair${index}`, { name: pair.name, formKeys: pair.formKeys })
      .start('start')
      .userTask('manager', '部门经理审批', { users: ['3'] })
      .exclusive('decide', '天数判断')
      .userTask('gm', '总经理审批', { users: ['1'] })
      .end('end')
      .flow('f1', 'start', 'manager')
      .flow('f2', 'manager', 'decide')
      .flow('long', 'decide', 'gm', { condition: pair.condition, language: pair.language })
      .flow('short', 'decide', 'end', { condition: '${days <= 3}' })
      .flow('f3', 'gm', 'end')
      .toXml();

  let server: WorkflowDriver;
  let folder: string;
  /** The server's answers to the designer catalogue's calls, by path. */
  const answers = new Map<string, unknown>();

  beforeAll(async () => {
    server = await WorkflowDriver.start();
    const created = await server.post<{ id: number }>('admin', '/form/design', { formKey: 'leave', formName: '请假申请', definition: leaveForm() });
    expect(created.status, created.raw).toBe(200);
    const formId = created.body.data.id;
    for (const [path, query] of [
      ['/workflow/formDef/list', '?current=1&size=999'],
      ['/form/design/page', '?current=1&size=500'],
      [`/form/design/${formId}`, ''],
    ]) {
      const answer = await server.get<unknown>('admin', `${path}${query}`);
      expect(answer.status, answer.raw).toBe(200);
      answers.set(path, answer.body.data);
    }
    folder = mkdtempSync(join(tmpdir(), 'ronghe-three-way-forms-'));
    writeFileSync(join(folder, 'leave.form.json'), JSON.stringify(leaveForm()));
    pairs.forEach((pair, index) => writeFileSync(join(folder, `${index}.bpmn`), diagram(pair, index)));
  });
  afterAll(async () => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    await server?.close();
  });

  async function designer(xml: string): Promise<string[]> {
    const http = new FakeHttpClient();
    for (const [path, data] of answers) http.on('GET', path, data);
    const catalog = new DesignerFormCatalog(new ContractApiClient(http));
    await catalog.load();
    const { definitions } = await new BpmnXmlReader().read(xml);
    await catalog.fetchBound(DeployCheck.boundFormKeys(definitions));
    expect(http.unprepared).toEqual([]);
    return sorted((await new DeployCheck().checkDefinitions(definitions, catalog.context())).illegalNodeList);
  }

  it('gives each pair the same findings in the designer, in ronghe lint --form and in the server’s deploy', async () => {
    const run = await InProcessCli.run(['lint', '--form', 'leave.form.json', '--format', 'json', ...pairs.map((_, index) => `${index}.bpmn`)], { cwd: folder });
    const files = JSON.parse(run.stdout) as JsonFile[];
    expect(files[0]).toMatchObject({ filePath: 'leave.form.json', messages: [] });
    const rows: string[] = [];
    for (const [index, pair] of pairs.entries()) {
      const xml = diagram(pair, index);
      const lint = files.find((file) => file.filePath === `${index}.bpmn`)!;
      const answer = await server.post<{ success: boolean; illegalNodeList: Array<{ nodeId: string; errCode: string }> }>('admin', '/workflow/processDef/deploy', {
        processDefinitionKey: `pair${index}`,
        processName: pair.name,
        bpmnData: xml,
        source: null,
      });
      expect(answer.status, answer.raw).toBe(200);
      rows.push(
        `${pair.name}: designer ${JSON.stringify(await designer(xml))} lint ${JSON.stringify(sorted(lint.messages.filter((m) => m.severity === 'error' && m.errCode).map((m) => ({ nodeId: m.elementId!, errCode: m.errCode! }))))} server ${JSON.stringify(sorted(answer.body.data.illegalNodeList))}`,
      );
    }
    const expected = (findings: string[]) => JSON.stringify(findings);
    expect(rows).toEqual(
      pairs.map((pair, index) => {
        const findings = {
          'reads the form': [],
          'reads the start': [],
          'misspelt variable': ['long CONDITION_VARIABLE_UNKNOWN'],
          'a table column is no variable': ['long CONDITION_VARIABLE_UNKNOWN'],
          'a juel script': ['long CONDITION_VARIABLE_UNKNOWN'],
          'a form nobody has': [`pair${index} FORM_NOT_FOUND`],
          'beside a coded form': [],
          'a refused expression': ['long EXPRESSION_INVALID'],
        }[pair.name]!;
        return `${pair.name}: designer ${expected(findings)} lint ${expected(findings)} server ${expected(findings)}`;
      }),
    );
  });
});

describe('one form check: the form designer, ronghe lint --form and 表单管理 find the same in a form', () => {
  const leave = leaveForm();
  const broken: Array<{ name: string; definition: unknown }> = [
    { name: 'clean', definition: leave },
    { name: 'a key twice', definition: { ...leave, fields: [...leave.fields, { key: 'reason', type: 'input', label: '又一个事由' }] } },
    { name: 'a formula naming nothing', definition: { ...leave, fields: leave.fields.map((field) => (field.key === 'days' ? { ...field, formula: 'days(holiday)' } : field)) } },
    { name: 'a property of another type', definition: { ...leave, fields: [...leave.fields, { key: 'note', type: 'input', label: '备注', options: [{ label: '甲', value: 'a' }] }] } },
    { name: 'min above max', definition: { ...leave, fields: [...leave.fields, { key: 'hours', type: 'number', label: '小时', min: 8, max: 1 }] } },
    { name: 'a reserved key', definition: { ...leave, fields: [...leave.fields, { key: 'empty', type: 'input', label: '空' }] } },
    { name: 'not a form', definition: { schemaVersion: 1, fields: [{ key: 'x', type: 'slider', label: '滑块' }] } },
  ];
  let server: WorkflowDriver;
  let folder: string;

  beforeAll(async () => {
    server = await WorkflowDriver.start();
    folder = mkdtempSync(join(tmpdir(), 'ronghe-three-way-form-check-'));
    broken.forEach((form, index) => writeFileSync(join(folder, `f${index}.form.json`), JSON.stringify(form.definition)));
    // ronghe lint judges diagrams: one to judge beside each form.
    writeFileSync(join(folder, 'leave.bpmn'), SampleDiagrams.leaveWithForm());
  });
  afterAll(async () => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    await server?.close();
  });

  it('gives each form the same finding codes in all three', async () => {
    const rows: string[] = [];
    const expected: string[] = [];
    for (const [index, form] of broken.entries()) {
      const designer = [...new Set(checkDefinition(form.definition as never).all.map((finding) => finding.code))].sort();
      const run = await InProcessCli.run(['lint', '--form', `f${index}.form.json`, '--format', 'json', 'leave.bpmn'], { cwd: folder });
      const file = (JSON.parse(run.stdout) as JsonFile[]).find((entry) => entry.filePath === `f${index}.form.json`);
      const lint = [...new Set((file?.messages ?? []).map((message) => message.ruleId.replace(/^form\//, '')))].sort();
      const answer = await server.post<unknown>('admin', '/form/design', { formKey: `check_${index}`, formName: form.name, definition: form.definition });
      const findings = (answer.body as { data?: { findings?: Array<{ code: string }> } | null }).data?.findings ?? [];
      const saved = [...new Set(findings.map((finding) => finding.code))].sort();
      expect(answer.status, answer.raw).toBe(designer.length === 0 ? 200 : 400);
      rows.push(`${form.name}: designer ${JSON.stringify(designer)} lint ${JSON.stringify(lint)} server ${JSON.stringify(saved)}`);
      expected.push(`${form.name}: designer ${JSON.stringify(designer)} lint ${JSON.stringify(designer)} server ${JSON.stringify(designer)}`);
      if (form.name !== 'clean') expect(designer.length, form.name).toBeGreaterThan(0);
    }
    expect(rows).toEqual(expected);
  });
});
