import { describe, expect, it } from 'vitest';
import type { ApiEnvelope, HttpClient } from '../../../contracts/workbench/Http.ts';
import { ContractApiClient } from '../../../core/http/ContractApiClient.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { DesignerSubmit, type SubmitPayload } from './DesignerSubmit.ts';

const base = { baseVersion: 2, baseDraftTime: '2026-11-24 10:00:00' };
const payload: SubmitPayload = { processDefinitionKey: 'leave', processName: '请假审批', bpmnData: '<xml/>', source: 'draft', base };
const deployBody = { processDefinitionKey: 'leave', processName: '请假审批', bpmnData: '<xml/>', source: 'draft', ...base };

function client(answer: (url: string, body: unknown) => ApiEnvelope<unknown>) {
  const posts: Array<[string, unknown]> = [];
  const http = {
    post: async (url: string, body: unknown) => {
      posts.push([url, body]);
      return answer(url, body);
    },
  } as unknown as HttpClient;
  return { submit: new DesignerSubmit(new ContractApiClient(http)), posts };
}

describe('the designer’s submit', () => {
  it('saves a draft with key, name, XML and the base it loaded', async () => {
    const { submit, posts } = client(() => ({ code: 0, data: null }));
    expect(await submit.submit('save', payload)).toEqual({ kind: 'done' });
    expect(posts).toEqual([['/workflow/processDef/draft', { processDefinitionKey: 'leave', processName: '请假审批', bpmnData: '<xml/>', ...base }]]);
  });

  it('sends the empty base of a new process, so a key saved meanwhile by someone else is refused', async () => {
    const { submit, posts } = client(() => ({ code: 0, data: null }));
    await submit.submit('save', { ...payload, base: { baseVersion: null, baseDraftTime: null } });
    expect(posts[0][1]).toMatchObject({ baseVersion: null, baseDraftTime: null });
  });

  it('deploys with the source and the base, and hands back the illegal nodes of a refusal', async () => {
    const illegalNodeList = [{ nodeId: 'Activity_1', errCode: 'CANDIDATE_REQUIRED' }];
    const { submit, posts } = client(() => ({ code: 0, data: { success: false, illegalNodeList } }));
    expect(await submit.submit('deploy', payload)).toEqual({ kind: 'illegal', illegalNodeList });
    expect(posts[0]).toEqual(['/workflow/processDef/deploy', deployBody]);
  });

  it('turns a 409 into a conflict with the server’s message, and other refusals into their message', async () => {
    const conflict = client(() => { throw new HttpError(409, 409, '张三 于 2026-11-23 10:00:00 保存了更新的草稿'); });
    expect(await conflict.submit.submit('save', payload)).toEqual({ kind: 'conflict', msg: '张三 于 2026-11-23 10:00:00 保存了更新的草稿' });
    const refused = client(() => { throw new HttpError(400, 400, '请在流程属性上至少绑定一个表单'); });
    expect(await refused.submit.submit('deploy', payload)).toEqual({ kind: 'failed', msg: '请在流程属性上至少绑定一个表单' });
  });

  it('asks to overwrite when the user chose 覆盖', async () => {
    const { submit, posts } = client(() => ({ code: 0, data: { success: true, illegalNodeList: [] } }));
    await submit.submit('deploy', payload, true);
    expect(posts[0][1]).toEqual({ ...deployBody, overwrite: true });
  });
});
