import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import Bus from 'diagram-js/lib/core/EventBus';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { designerPlugin } from '../index.ts';
import type { Modeler } from '../modeler/createModeler.ts';
import { ModelerFactoryId, type ModelerFactory } from '../modeler/ModelerFactory.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { designerRef } from '../../../contracts/workbench/Designer.ts';

// bpmn-js needs a browser's SVG geometry, which the test DOM lacks: the page drives a stand-in
// with the services it calls, so what is checked is the page's own behaviour.
const modelers: Array<{ imported: string[]; zoomLevel: number; undoable: number; bus: { fire(event: string, payload?: object): unknown } }> = [];
const standInFactory: ModelerFactory = {
  create: async () => {
      const bus = new Bus();
      const state = { imported: [] as string[], zoomLevel: 1, undoable: 0, bus };
      modelers.push(state);
      const names: Record<string, string> = { Activity_1: '人工任务' };
      const services: Record<string, unknown> = {
        eventBus: bus,
        commandStack: {
          canUndo: () => state.undoable > 0,
          canRedo: () => false,
          undo: () => {
            state.undoable -= 1;
            bus.fire('commandStack.changed', {});
          },
          redo: () => undefined,
        },
        canvas: {
          zoom: (level?: number | string) => {
            if (typeof level === 'number') state.zoomLevel = level;
            bus.fire('canvas.viewbox.changed', { viewbox: { scale: state.zoomLevel } });
            return state.zoomLevel;
          },
          // fitting reads the canvas and diagram bounds and sets a box: 100 % for this small diagram
          viewbox: (box?: { width: number }) => {
            const outer = { x: 0, y: 0, width: 1000, height: 600 };
            if (box) {
              state.zoomLevel = outer.width / box.width;
              bus.fire('canvas.viewbox.changed', { viewbox: { scale: state.zoomLevel } });
            }
            return { ...outer, outer, inner: { x: 180, y: 150, width: 320, height: 100 } };
          },
        },
        selection: { get: () => [] },
        deployMarkers: {
          showServerFindings: (list: Array<{ nodeId: string; errCode: string }>) => list.map((node) => ({ ...node, name: names[node.nodeId] ?? node.nodeId })),
        },
      };
      return {
        get: (name: string) => services[name],
        importXML: async (xml: string) => {
          state.imported.push(xml);
          // bpmn-js clears the command stack on every import.
          state.undoable = 0;
          bus.fire('commandStack.changed', {});
          bus.fire('import.done', {});
          return { warnings: [] };
        },
        saveXML: async () => ({ xml: '<bpmn:definitions id="saved"/>' }),
        destroy: () => undefined,
      } as unknown as Modeler;
  },
};

/** The designer with the stand-in modeler in place of bpmn-js. */
const modelerStandIn = definePlugin(() => ({
  id: 'modeler-stand-in',
  requires: [designerRef],
  module(bind) {
    bind.override(ModelerFactoryId, standInFactory);
  },
}));

const ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const STAFF: UserInfo = { sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };
const PAGE = '/dev/activiti/designer?processDefinitionKey=leave&processName=%E8%AF%B7%E5%81%87%E5%AE%A1%E6%89%B9';

const bareLayout = definePlugin(() => ({
  id: 'bare-layout',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'bare', load: async () => ({ default: () => <Outlet /> }) });
    // The designer's own 流程管理 page lives in the main layout.
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

async function open(path: string, http: FakeHttpClient, who: UserInfo = ADMIN) {
  modelers.length = 0;
  const notifier = new RecordingNotifier();
  const fixture = await renderWorkbench([shellStandIn(notifier), bareLayout(), designerPlugin(), modelerStandIn()], path, { http, session: MemorySessionStore.signedIn(who) });
  return { ...fixture, notifier, user: userEvent.setup() };
}

const newProcess = () =>
  new FakeHttpClient()
    .failOn('GET', '/workflow/processDef', 404, '流程定义不存在')
    .on('GET', '/admin/dict/type/workflow_deploy_err_code', [{ value: 'CANDIDATE_REQUIRED', label: '办理人设置不能为空' }])
    // Where a save without an opener goes: the 流程管理 list.
    .on('GET', '/workflow/processDef/page', { records: [], total: 0, current: 1, size: 10 });

describe('the designer page', () => {
  it('is for administrators only', async () => {
    await open(PAGE, newProcess(), STAFF);
    expect(await screen.findByText('仅管理员可以设计流程')).toBeTruthy();
    expect(modelers).toHaveLength(0);
  });

  it('starts a process never deployed from 开始 → 人工任务, with the key as id and the route’s name', async () => {
    await open(PAGE, newProcess());
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    const xml = modelers[0].imported[0];
    expect(xml).toContain('<bpmn:process id="leave" name="请假审批" isExecutable="true">');
    expect(xml).toContain('name="开始"');
    expect(xml).toContain('name="人工任务"');
  });

  it('opens the draft when the source is draft, and deploys naming it with the base it loaded', async () => {
    const http = new FakeHttpClient()
      .on('GET', '/workflow/processDef/draft', { processDefinitionKey: 'leave', processName: '请假审批', bpmnData: '<draft/>', version: null, updateTime: '2026-11-24 10:00:00', latestVersion: 2 })
      .on('POST', '/workflow/processDef/deploy', { success: true, illegalNodeList: [] })
      .on('GET', '/workflow/processDef/page', { records: [], total: 0, current: 1, size: 10 });
    const { user } = await open(`${PAGE}&source=draft`, http);
    await waitFor(() => expect(modelers[0]?.imported).toEqual(['<draft/>']));
    expect(http.calls[0]).toMatchObject({ method: 'GET', url: '/workflow/processDef/draft', options: { params: { processDefKey: 'leave' } } });
    await user.click(await screen.findByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(http.callsTo('POST', '/workflow/processDef/deploy')).toHaveLength(1));
    expect(http.callsTo('POST', '/workflow/processDef/deploy')[0].body).toMatchObject({ source: 'draft', baseVersion: 2, baseDraftTime: '2026-11-24 10:00:00' });
  });

  it('opens the deployed version when the draft was deployed and deleted meanwhile, and no longer names the draft', async () => {
    const http = new FakeHttpClient()
      .failOn('GET', '/workflow/processDef/draft', 404, '流程 leave 没有草稿')
      .on('GET', '/workflow/processDef', { processDefinitionKey: 'leave', processName: '请假审批', bpmnData: '<v3/>', version: 3, updateTime: '2026-11-24 11:00:00', latestVersion: 3 })
      .on('POST', '/workflow/processDef/deploy', { success: true, illegalNodeList: [] })
      .on('GET', '/workflow/processDef/page', { records: [], total: 0, current: 1, size: 10 });
    const { user } = await open(`${PAGE}&source=draft`, http);
    await waitFor(() => expect(modelers[0]?.imported).toEqual(['<v3/>']));
    await user.click(await screen.findByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(http.callsTo('POST', '/workflow/processDef/deploy')).toHaveLength(1));
    expect(http.callsTo('POST', '/workflow/processDef/deploy')[0].body).toMatchObject({ source: null, baseVersion: 3, baseDraftTime: null });
  });

  it('saves the draft, says 暂存成功 and goes to the process list when no window opened it', async () => {
    const http = newProcess().on('POST', '/workflow/processDef/draft', null);
    const { user, notifier, router } = await open(PAGE, http);
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: /暂\s*存/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev/activiti/process'));
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '暂存成功' });
    expect(http.calls.find((call) => call.method === 'POST')).toMatchObject({
      // A new process: an empty base, so a key someone saved meanwhile is refused.
      body: { processDefinitionKey: 'leave', processName: '请假审批', bpmnData: '<bpmn:definitions id="saved"/>', baseVersion: null, baseDraftTime: null },
    });
  });

  it('names each illegal node of a refused deploy with the dictionary’s label, -- for a code it lacks', async () => {
    const http = newProcess().on('POST', '/workflow/processDef/deploy', {
      success: false,
      illegalNodeList: [
        { nodeId: 'Activity_1', errCode: 'CANDIDATE_REQUIRED' },
        { nodeId: 'Gateway_9', errCode: 'SOMETHING_NEW' },
      ],
    });
    const { user, notifier, router } = await open(PAGE, http);
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(notifier.shown.filter((entry) => entry.kind === 'error')).toHaveLength(2));
    expect(notifier.shown).toEqual(expect.arrayContaining([{ kind: 'error', text: '节点人工任务办理人设置不能为空' }, { kind: 'error', text: '节点Gateway_9--' }]));
    expect(router.state.location.pathname).toBe('/dev/activiti/designer');
    // The lock is released on a refusal: 发布 is live again.
    expect((screen.getByRole('button', { name: /发\s*布/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables 放大 at 400 % and shows the percentage', async () => {
    const { user } = await open(PAGE, newProcess());
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    const zoomIn = await screen.findByRole('button', { name: '放大' });
    for (let step = 0; step < 30 && !(zoomIn as HTMLButtonElement).disabled; step += 1) await user.click(zoomIn);
    expect(screen.getByText('400%')).toBeTruthy();
    expect((zoomIn as HTMLButtonElement).disabled).toBe(true);
    expect(modelers[0].zoomLevel).toBe(4);
  });

  it('redraws the default diagram only after 该操作将会清空画布，确定重新绘制吗?', async () => {
    const { user } = await open(PAGE, newProcess());
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /重新绘制/ }));
    expect(await screen.findByText('该操作将会清空画布，确定重新绘制吗?')).toBeTruthy();
    expect(modelers[0].imported).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(modelers[0].imported).toHaveLength(2));
    expect(modelers[0].imported[1]).toContain('name="人工任务"');
  });

  it('asks for several selected elements before aligning', async () => {
    const { user, notifier } = await open(PAGE, newProcess());
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '左对齐' }));
    expect(notifier.shown).toContainEqual({ kind: 'warning', text: '请按住 Ctrl 键选择多个元素对齐' });
  });

  it('offers 覆盖 when someone saved a newer draft, and resubmits asking to overwrite', async () => {
    let posts = 0;
    const http = newProcess().on('POST', '/workflow/processDef/draft', () => {
      posts += 1;
      if (posts === 1) throw new HttpError(409, 409, '李四 已保存了更新的草稿');
      return null;
    });
    const { user, notifier, router } = await open(PAGE, http);
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /暂\s*存/ }));
    expect(await screen.findByText('李四 已保存了更新的草稿')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /覆\s*盖/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev/activiti/process'));
    expect(http.calls.filter((call) => call.method === 'POST').map((call) => (call.body as { overwrite?: boolean }).overwrite)).toEqual([undefined, true]);
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '暂存成功' });
  });

  it('重新加载 after a conflict opens the newer of the draft and the latest version, and saves on it', async () => {
    let posts = 0;
    const http = newProcess()
      .on('GET', '/workflow/processDef/draft', { processDefinitionKey: 'leave', processName: '请假审批', bpmnData: '<lisi-draft/>', version: null, updateTime: '2026-11-24 10:05:00', latestVersion: null })
      .on('POST', '/workflow/processDef/draft', () => {
        posts += 1;
        if (posts === 1) throw new HttpError(409, 409, '李四 已于 2026-11-24 10:05:00 保存了更新的草稿');
        return null;
      });
    const { user } = await open(PAGE, http);
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /暂\s*存/ }));
    await user.click(await screen.findByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(modelers[0].imported.at(-1)).toBe('<lisi-draft/>'));
    await waitFor(() => expect((screen.getByRole('button', { name: /暂\s*存/ }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: /暂\s*存/ }));
    await waitFor(() => expect(posts).toBe(2));
    expect(http.callsTo('POST', '/workflow/processDef/draft')[1].body).toMatchObject({ baseVersion: null, baseDraftTime: '2026-11-24 10:05:00' });
  });

  it('warns before the tab closes only while there are unsaved changes', async () => {
    const { user } = await open(PAGE, newProcess());
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    const leaves = () => {
      const leaving = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(leaving);
      return !leaving.defaultPrevented;
    };
    expect(leaves()).toBe(true);
    // An edit: the modeler's command stack can undo it.
    modelers[0].undoable = 1;
    modelers[0].bus.fire('commandStack.changed', {});
    expect(leaves()).toBe(false);
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(leaves()).toBe(true);
    // Another diagram drawn in its place is a change too.
    await user.click(screen.getByRole('button', { name: /重新绘制/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(modelers[0].imported).toHaveLength(2));
    expect(leaves()).toBe(false);
  });

  it('refuses a dropped file that is not .bpmn or .xml, and shows the server’s reason for a file it refuses', async () => {
    const http = newProcess().failOn('POST', '/workflow/processDef/checkBpmnXml', 400, '流程图 XML 无法解析：unclosed tag');
    const { user, notifier } = await open(PAGE, http);
    await waitFor(() => expect(modelers[0]?.imported).toHaveLength(1));
    const choose = async (file: File) => {
      await user.click(screen.getByRole('button', { name: /导入/ }));
      const input = (await screen.findByRole('dialog')).querySelector('input[type=file]') as HTMLInputElement;
      // As a drop arrives: past the chooser's accept filter.
      await userEvent.upload(input, file, { applyAccept: false });
    };
    await choose(new File(['会议纪要'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: 'notes.txt 不是 .bpmn 或 .xml 文件，未导入' }));
    expect(http.callsTo('POST', '/workflow/processDef/checkBpmnXml')).toHaveLength(0);
    await choose(new File(['<bpmn:definitions'], 'broken.bpmn', { type: 'application/xml' }));
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '流程图 XML 无法解析：unclosed tag' }));
    expect(modelers[0].imported).toHaveLength(1);
  });
});
