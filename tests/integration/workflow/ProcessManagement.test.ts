import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SampleDiagrams } from '../../../cli/testing/SampleDiagrams.ts';
import type { components } from '../../../contracts/generated/workflow.ts';
import { USER, WorkflowDriver, type Page, type Username } from './WorkflowDriver.ts';

type ProcessSummary = components['schemas']['ProcessSummary'];
type ProcessVersion = components['schemas']['ProcessVersion'];
type ProcessDefinition = components['schemas']['ProcessDefinition'];
type DeployResult = components['schemas']['DeployResult'];

interface Base {
  baseVersion?: number | null;
  baseDraftTime?: string | null;
  overwrite?: boolean;
  source?: string | null;
}

function body(key: string, name: string, base: Base = {}) {
  return { processDefinitionKey: key, processName: name, bpmnData: SampleDiagrams.valid(key, name), ...base };
}

const PAGE = '/workflow/processDef/page';

/** Saved and deployed times have whole seconds: the clock moves on by one, so two writes are told apart. */
const nextSecond = () => vi.setSystemTime(Date.now() + 1000);

/**
 * 流程管理 (issue 10): the admin list of a company's processes, new keys, versions, drafts,
 * and two administrators editing the same process.
 */
describe('process management', () => {
  let wf: WorkflowDriver;

  const page = async (user: Username, query = '') => (await wf.get<Page<ProcessSummary>>(user, `${PAGE}?current=1&size=50${query}`)).body.data;
  const row = async (user: Username, key: string) => (await page(user)).records.find((r) => r.processDefinitionKey === key);
  const saveDraft = (user: Username, key: string, name: string, base: Base = {}) => wf.post<boolean>(user, '/workflow/processDef/draft', body(key, name, base));
  const deploy = (user: Username, key: string, name: string, base: Base = {}) => wf.post<DeployResult>(user, '/workflow/processDef/deploy', body(key, name, base));

  beforeAll(async () => {
    // The clock runs as usual, but nextSecond() can move it on instead of waiting a second.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    wf = await WorkflowDriver.start();
    // A second administrator of 融合科技, for the two-editor cases.
    await wf.db.updateTable('sys_user').set({ company_admin: 1 }).where('id', '=', USER.zhangsan).execute();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await wf.close();
  });

  it('lists deployed definitions and drafts merged by key, with who and when', async () => {
    expect((await saveDraft('admin', 'mgmt_draft_only', '只有草稿')).status).toBe(200);
    expect((await deploy('admin', 'mgmt_deployed', '已发布流程')).body.data.success).toBe(true);

    const agreement = await row('admin', 'agreement');
    expect(agreement).toMatchObject({ processName: '合同审批', latestVersion: 1, draftSavedAt: null, draftSavedBy: null, draftNewer: false });
    expect(agreement?.deployedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect(await row('admin', 'mgmt_draft_only')).toMatchObject({
      processName: '只有草稿',
      latestVersion: null,
      deployedAt: null,
      deployedBy: null,
      draftSavedBy: '系统管理员',
      draftNewer: true,
    });
    expect(await row('admin', 'mgmt_deployed')).toMatchObject({ processName: '已发布流程', latestVersion: 1, deployedBy: '系统管理员', draftNewer: false });
  });

  it('marks a draft saved after the latest version as newer, and names the draft', async () => {
    await saveDraft('admin', 'mgmt_newer', '更旧的草稿');
    await nextSecond();
    await deploy('admin', 'mgmt_newer', '旧名称');
    expect(await row('admin', 'mgmt_newer')).toMatchObject({ processName: '旧名称', draftNewer: false, draftSavedBy: '系统管理员' });
    await nextSecond();
    await saveDraft('zhangsan', 'mgmt_newer', '新名称', { baseVersion: 1, baseDraftTime: null });
    expect(await row('admin', 'mgmt_newer')).toMatchObject({ processName: '新名称', draftNewer: true, draftSavedBy: '张三', latestVersion: 1 });
  });

  it('searches by part of the key or the name, and pages', async () => {
    expect((await page('admin', '&keyword=合同')).records.map((r) => r.processDefinitionKey)).toEqual(['agreement']);
    expect((await page('admin', '&keyword=MGMT_DRAFT')).records.map((r) => r.processDefinitionKey)).toEqual(['mgmt_draft_only']);
    expect((await page('admin', '&keyword=没有这个流程')).total).toBe(0);
    const all = await page('admin');
    const first = (await wf.get<Page<ProcessSummary>>('admin', `${PAGE}?current=1&size=2`)).body.data;
    const second = (await wf.get<Page<ProcessSummary>>('admin', `${PAGE}?current=2&size=2`)).body.data;
    expect(first).toMatchObject({ total: all.total, current: 1, size: 2 });
    expect([...first.records, ...second.records].map((r) => r.processDefinitionKey)).toEqual(all.records.slice(0, 4).map((r) => r.processDefinitionKey));
  });

  it('shows 陈静 of 融合教育集团 only her company’s processes', async () => {
    await saveDraft('chenjing', 'edu_only', '教育草稿');
    const hers = (await page('chenjing')).records.map((r) => r.processDefinitionKey);
    expect(hers).toContain('edu_only');
    expect(hers).toContain('agreement');
    expect(hers).not.toContain('mgmt_draft_only');
    expect(hers).not.toContain('mgmt_deployed');
    expect((await page('admin')).records.map((r) => r.processDefinitionKey)).not.toContain('edu_only');
    expect((await wf.get<ProcessVersion[]>('chenjing', '/workflow/processDef/versions?processDefKey=mgmt_deployed')).body.data).toEqual([]);
    expect((await wf.post('chenjing', '/workflow/processDef/draft/delete', { processDefinitionKey: 'mgmt_draft_only' })).status).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await wf.get('lisi', PAGE)).status).toBe(403);
    expect((await wf.get('lisi', '/workflow/processDef/versions?processDefKey=agreement')).status).toBe(403);
    expect((await wf.post('lisi', '/workflow/processDef/checkKey', { processDefinitionKey: 'free', processName: '空闲' })).status).toBe(403);
    expect((await wf.post('lisi', '/workflow/processDef/draft/delete', { processDefinitionKey: 'mgmt_draft_only' })).status).toBe(403);
  });

  it('checks a new key: free, taken by a version or a draft, or malformed', async () => {
    const free = await wf.post<boolean>('admin', '/workflow/processDef/checkKey', { processDefinitionKey: 'mgmt_free', processName: '新流程' });
    expect(free.body).toMatchObject({ code: 0, data: true });
    const deployed = await wf.post('admin', '/workflow/processDef/checkKey', { processDefinitionKey: 'agreement', processName: '合同' });
    expect(deployed.status).toBe(409);
    expect(deployed.body).toMatchObject({ code: 409, msg: '流程标识 agreement 已存在' });
    expect((await wf.post('admin', '/workflow/processDef/checkKey', { processDefinitionKey: 'mgmt_draft_only', processName: '草稿' })).body.msg).toBe('流程标识 mgmt_draft_only 已存在');
    // Another company's key is free here.
    expect((await wf.post('chenjing', '/workflow/processDef/checkKey', { processDefinitionKey: 'mgmt_deployed', processName: '教育' })).status).toBe(200);
    for (const key of ['1abc', 'has space', '请假', 'a:b']) {
      const bad = await wf.post('admin', '/workflow/processDef/checkKey', { processDefinitionKey: key, processName: '坏标识' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('流程标识只能以字母或下划线开头，由字母、数字、下划线、连字符或点组成');
    }
    expect((await wf.post('admin', '/workflow/processDef/checkKey', { processDefinitionKey: 'ok_key', processName: '' })).body.msg).toBe('请输入流程名称');
  });

  it('lists the versions of a key, newest first, each exportable', async () => {
    await deploy('admin', 'mgmt_versions', '版本一');
    await deploy('admin', 'mgmt_versions', '版本二');
    const versions = (await wf.get<ProcessVersion[]>('admin', '/workflow/processDef/versions?processDefKey=mgmt_versions')).body.data;
    expect(versions.map((v) => [v.version, v.processName, v.deployedBy])).toEqual([
      [2, '版本二', '系统管理员'],
      [1, '版本一', '系统管理员'],
    ]);
    const first = await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=mgmt_versions&version=1');
    expect(first.body.data).toMatchObject({ version: 1, processName: '版本一', latestVersion: 2 });
    expect((await wf.get<ProcessVersion[]>('admin', '/workflow/processDef/versions?processDefKey=never')).body.data).toEqual([]);
  });

  it('deletes a draft, and only the draft', async () => {
    await deploy('admin', 'mgmt_delete', '删除草稿');
    await saveDraft('admin', 'mgmt_delete', '删除草稿', { baseVersion: 1, baseDraftTime: null });
    const deleted = await wf.post<boolean>('admin', '/workflow/processDef/draft/delete', { processDefinitionKey: 'mgmt_delete' });
    expect(deleted.body).toMatchObject({ code: 0, msg: '删除成功', data: true });
    expect((await wf.get('admin', '/workflow/processDef/draft?processDefKey=mgmt_delete')).status).toBe(404);
    expect((await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=mgmt_delete')).body.data.version).toBe(1);
    const again = await wf.post('admin', '/workflow/processDef/draft/delete', { processDefinitionKey: 'mgmt_delete' });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('流程 mgmt_delete 没有草稿');
  });

  it('deletes the draft a deploy was made from, and keeps it after a deploy from the deployed version', async () => {
    await saveDraft('admin', 'mgmt_from_draft', '从草稿发布', { baseVersion: null, baseDraftTime: null });
    const loaded = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef/draft?processDefKey=mgmt_from_draft')).body.data;
    expect(loaded.latestVersion).toBeNull();
    const deployed = await deploy('admin', 'mgmt_from_draft', '从草稿发布', { source: 'draft', baseVersion: loaded.latestVersion, baseDraftTime: loaded.updateTime });
    expect(deployed.body.data.success).toBe(true);
    expect((await wf.get('admin', '/workflow/processDef/draft?processDefKey=mgmt_from_draft')).status).toBe(404);
    expect(await row('admin', 'mgmt_from_draft')).toMatchObject({ latestVersion: 1, draftSavedAt: null });

    await saveDraft('admin', 'mgmt_from_draft', '另一份草稿', { baseVersion: 1, baseDraftTime: null });
    await deploy('admin', 'mgmt_from_draft', '从已发布版本', { source: null, baseVersion: 1, baseDraftTime: null, overwrite: true });
    expect((await wf.get('admin', '/workflow/processDef/draft?processDefKey=mgmt_from_draft')).status).toBe(200);
  });

  it('keeps the draft when a deploy from it is refused', async () => {
    await saveDraft('admin', 'mgmt_refused', '被拒绝', { baseVersion: null, baseDraftTime: null });
    const draft = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef/draft?processDefKey=mgmt_refused')).body.data;
    const refused = await wf.post<DeployResult>('admin', '/workflow/processDef/deploy', {
      processDefinitionKey: 'mgmt_refused',
      processName: '被拒绝',
      bpmnData: SampleDiagrams.withDeployErrors('mgmt_refused'),
      source: 'draft',
      baseVersion: null,
      baseDraftTime: draft.updateTime,
    });
    expect(refused.body.data.success).toBe(false);
    expect((await wf.get('admin', '/workflow/processDef/draft?processDefKey=mgmt_refused')).status).toBe(200);
  });

  describe('two administrators on one process', () => {
    it('refuses saving over a newer draft with 409 naming who and when; 覆盖 replaces it', async () => {
      await saveDraft('admin', 'mgmt_two', '两人编辑', { baseVersion: null, baseDraftTime: null });
      const loadedByAdmin = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef/draft?processDefKey=mgmt_two')).body.data;
      const loadedByZhangsan = (await wf.get<ProcessDefinition>('zhangsan', '/workflow/processDef/draft?processDefKey=mgmt_two')).body.data;
      await nextSecond();
      expect((await saveDraft('zhangsan', 'mgmt_two', '张三的草稿', { baseVersion: null, baseDraftTime: loadedByZhangsan.updateTime })).status).toBe(200);
      const saved = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef/draft?processDefKey=mgmt_two')).body.data;

      const refused = await saveDraft('admin', 'mgmt_two', '管理员的草稿', { baseVersion: null, baseDraftTime: loadedByAdmin.updateTime });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 409, msg: `张三 已于 ${saved.updateTime} 保存了更新的草稿` });
      expect((await wf.get<ProcessDefinition>('admin', '/workflow/processDef/draft?processDefKey=mgmt_two')).body.data.processName).toBe('张三的草稿');

      const overwritten = await saveDraft('admin', 'mgmt_two', '管理员的草稿', { baseVersion: null, baseDraftTime: loadedByAdmin.updateTime, overwrite: true });
      expect(overwritten.status).toBe(200);
      expect((await wf.get<ProcessDefinition>('admin', '/workflow/processDef/draft?processDefKey=mgmt_two')).body.data.processName).toBe('管理员的草稿');
    });

    it('refuses deploying over a newer version with 409 naming the version; 覆盖 deploys', async () => {
      await deploy('admin', 'mgmt_race', '发布竞争');
      const loaded = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=mgmt_race')).body.data;
      expect(loaded.latestVersion).toBe(1);
      await deploy('zhangsan', 'mgmt_race', '张三的版本', { baseVersion: loaded.latestVersion, baseDraftTime: null });
      const second = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=mgmt_race')).body.data;

      const refused = await deploy('admin', 'mgmt_race', '管理员的版本', { baseVersion: loaded.latestVersion, baseDraftTime: null });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe(`张三 已于 ${second.updateTime} 发布了版本 2`);
      expect((await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=mgmt_race')).body.data.version).toBe(2);
      // Saving a draft on the stale base is refused as well.
      expect((await saveDraft('admin', 'mgmt_race', '管理员的草稿', { baseVersion: loaded.latestVersion, baseDraftTime: null })).status).toBe(409);

      const overwritten = await deploy('admin', 'mgmt_race', '管理员的版本', { baseVersion: loaded.latestVersion, baseDraftTime: null, overwrite: true });
      expect(overwritten.body.data.success).toBe(true);
      expect((await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=mgmt_race')).body.data).toMatchObject({ version: 3, processName: '管理员的版本' });
    });

    it('refuses a second new process of the same key, created in between', async () => {
      expect((await wf.post('admin', '/workflow/processDef/checkKey', { processDefinitionKey: 'mgmt_same', processName: '同名' })).status).toBe(200);
      expect((await wf.post('zhangsan', '/workflow/processDef/checkKey', { processDefinitionKey: 'mgmt_same', processName: '同名' })).status).toBe(200);
      expect((await saveDraft('zhangsan', 'mgmt_same', '张三先存', { baseVersion: null, baseDraftTime: null })).status).toBe(200);
      const refused = await deploy('admin', 'mgmt_same', '管理员后发', { baseVersion: null, baseDraftTime: null });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toMatch(/^张三 已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 保存了更新的草稿$/);
    });

    it('lets a save without a base through, as the CLI sends it', async () => {
      await saveDraft('zhangsan', 'mgmt_cli', '张三的草稿', { baseVersion: null, baseDraftTime: null });
      expect((await saveDraft('admin', 'mgmt_cli', '命令行的草稿')).status).toBe(200);
    });
  });
});
