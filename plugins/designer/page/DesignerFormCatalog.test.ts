import { describe, expect, it } from 'vitest';
import EventBus from 'diagram-js/lib/core/EventBus';
import { BpmnXmlReader } from '../../../contracts/bpmn/BpmnXmlReader.ts';
import type { DeployFormContext } from '../../../contracts/bpmn/DeployFormContext.ts';
import { leaveForm } from '../../../contracts/forms/testing/LeaveForm.ts';
import { ContractApiClient } from '../../../core/http/ContractApiClient.ts';
import { FakeHttpClient } from '../../../core/react/testing/FakeHttpClient.ts';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { DesignerFormCatalog } from './DesignerFormCatalog.ts';
import { DesignerFormContextSync } from './DesignerFormContextSync.ts';

/** A process bound to the given forms, with one condition on 天数. */
const boundTo = (formKeys: string[]) =>
  new DiagramBuilder('leaveProcess', { formKeys })
    .start('start')
    .userTask('manager', '部门经理审批', { users: ['3'] })
    .exclusive('decide')
    .end('end')
    .flow('f1', 'start', 'manager')
    .flow('f2', 'manager', 'decide')
    .flow('long', 'decide', 'end', { condition: '${days > 3}' })
    .toXml();

/** The server of a company with the coded contract form and a designed 请假 form (id 7, version 2). */
function server(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/workflow/formDef/list', {
      records: [
        { id: 1, formKey: 'agreementForm', formName: '合同审批表单' },
        { id: 7, formKey: 'leave', formName: '请假申请' },
      ],
    })
    .on('GET', '/form/design/page', { records: [{ id: 7, formKey: 'leave', formName: '请假申请', version: 2 }], total: 1, current: 1, size: 500 })
    .on('GET', '/form/design/7', { id: 7, formKey: 'leave', formName: '请假申请', version: 2, definition: leaveForm(), updateTime: '2026-11-28 09:00:00' });
}

describe('the designer’s form catalogue', () => {
  it('knows every form of the selects, and the variables of the designed ones it fetched for the diagram', async () => {
    const http = server();
    const catalog = new DesignerFormCatalog(new ContractApiClient(http));
    expect(catalog.context()).toBeUndefined();
    await catalog.load();
    // before the definition arrives the designed form counts as one whose variables are unknown
    expect(catalog.context()).toEqual({ forms: [{ formKey: 'agreementForm', variableNames: null }, { formKey: 'leave', variableNames: null }] });
    expect(await catalog.fetchBound(['leave', 'agreementForm'])).toBe(true);
    expect(await catalog.fetchBound(['leave'])).toBe(false);
    expect(http.calls.filter((call) => call.url === '/form/design/7')).toHaveLength(1);
    expect(catalog.context()?.forms[1]).toEqual({ formKey: 'leave', variableNames: ['leaveType', 'periodStart', 'periodEnd', 'days', 'reason'] });
  });

  it('offers the fields that set variables, a date range’s ends apart, and then what the start supplies', async () => {
    const catalog = new DesignerFormCatalog(new ContractApiClient(server()));
    await catalog.load();
    expect(catalog.variables(['leave'])).toEqual([]);
    await catalog.fetchBound(['leave']);
    expect(catalog.variables(['leave'])).toEqual([
      { name: 'leaveType', label: '类型' },
      { name: 'periodStart', label: '开始/结束（开始）' },
      { name: 'periodEnd', label: '开始/结束（结束）' },
      { name: 'days', label: '天数' },
      { name: 'reason', label: '事由' },
      { name: 'initiator', label: '发起人' },
      { name: 'companyId', label: '所属单位' },
    ]);
    expect(catalog.variables(['agreementForm'])).toEqual([]);
  });

  it('treats every form as a coded one on a server without 表单管理', async () => {
    const http = new FakeHttpClient()
      .on('GET', '/workflow/formDef/list', { records: [{ id: 1, formKey: 'agreementForm', formName: '合同审批表单' }] })
      .failOn('GET', '/form/design/page', 404, '接口不存在');
    const catalog = new DesignerFormCatalog(new ContractApiClient(http));
    await catalog.load();
    expect(await catalog.fetchBound(['agreementForm'])).toBe(false);
    expect(catalog.context()).toEqual({ forms: [{ formKey: 'agreementForm', variableNames: null }] });
  });

  it('hands the live markers the context once loaded, and again when a newly bound designed form arrives', async () => {
    const bus = new EventBus();
    const given: Array<DeployFormContext | undefined> = [];
    let definitions = (await new BpmnXmlReader().read(boundTo(['agreementForm']))).definitions;
    const modeler = {
      get<T>(name: string): T {
        const services: Record<string, unknown> = {
          eventBus: bus,
          bpmnjs: { getDefinitions: () => definitions },
          deployMarkers: { setFormContext: (context: DeployFormContext | undefined) => given.push(context) },
        };
        return services[name] as T;
      },
    };
    let changes = 0;
    const catalog = new DesignerFormCatalog(new ContractApiClient(server()));
    const sync = new DesignerFormContextSync(modeler, catalog, () => changes++);
    const stop = sync.start();
    await sync.ready;
    expect(given).toHaveLength(1);
    expect(given[0]?.forms.map((form) => form.variableNames)).toEqual([null, null]);
    await sync.sync();
    expect(given).toHaveLength(1);

    definitions = (await new BpmnXmlReader().read(boundTo(['leave']))).definitions;
    await sync.sync();
    expect(given).toHaveLength(2);
    expect(given[1]?.forms[1].variableNames).toContain('days');
    expect(changes).toBe(2);
    stop();
  });
});
