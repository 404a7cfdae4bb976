import { describe, expect, it } from 'vitest';
import type { DirectoryMember } from '../../contracts/workbench/MemberDirectory.ts';
import { FakeHttpClient } from '../react/testing/FakeHttpClient.ts';
import { ContractApiClient } from './ContractApiClient.ts';
import { HttpMemberDirectory } from './HttpMemberDirectory.ts';

const member = (userId: number, status: '0' | '1'): DirectoryMember => ({ userId, username: `u${userId}`, chineseName: `成员${userId}`, status });
const company = (id: number, name: string) => ({ id, deptId: id, name, level: 2, children: [] });

describe('the member directory over HTTP', () => {
  it('reads the current company’s tree, and the role-management tree in role mode', async () => {
    const http = new FakeHttpClient().on('GET', '/admin/addressBook/dept/treeSelect/', [company(1, '融合科技有限公司')]).on('GET', '/admin/role/roleUserDeptTree', [company(2, '融合教育集团')]);
    const directory = new HttpMemberDirectory(new ContractApiClient(http));
    expect((await directory.tree('default')).map((node) => node.name)).toEqual(['融合科技有限公司']);
    expect((await directory.tree('role')).map((node) => node.name)).toEqual(['融合教育集团']);
  });

  it('reads one company’s tree by its id', async () => {
    const http = new FakeHttpClient().on('GET', '/admin/addressBook/dept/treeByCompanyId', [company(2, '融合教育集团')]);
    await new HttpMemberDirectory(new ContractApiClient(http)).tree('byCompany', 2);
    expect(http.calls[0].options?.params).toEqual({ companyId: 2 });
  });

  it('puts every open company’s tree side by side in portal mode, or just the one asked for', async () => {
    const http = new FakeHttpClient()
      .on('GET', '/admin/addressBook/dept/open/listCompanys', [
        { companyId: 1, companyName: '融合科技有限公司' },
        { companyId: 2, companyName: '融合教育集团' },
      ])
      .on('GET', '/admin/addressBook/dept/open/listByCompanyId', (call: { options?: { params?: { companyId?: number } } }) =>
        call.options?.params?.companyId === 1 ? [company(1, '融合科技有限公司')] : [company(2, '融合教育集团')],
      );
    const directory = new HttpMemberDirectory(new ContractApiClient(http));
    expect((await directory.tree('portal')).map((node) => node.name)).toEqual(['融合科技有限公司', '融合教育集团']);
    expect((await directory.tree('portal', 2)).map((node) => node.name)).toEqual(['融合教育集团']);
    expect(http.callsTo('GET', '/admin/addressBook/dept/open/listCompanys')).toHaveLength(1);
  });

  it('lists the address book’s people, and leaves the disabled out of the role-management list', async () => {
    const http = new FakeHttpClient()
      .on('GET', '/admin/addressBook/user/fullList', { records: [member(7, '0')], total: 1, current: 1, size: 10 })
      .on('GET', '/admin/role/roleUserListUser', { records: [member(15, '0'), member(16, '1')], total: 12, current: 1, size: 10 });
    const directory = new HttpMemberDirectory(new ContractApiClient(http));
    expect(await directory.members({ mode: 'default', deptId: 13, keyword: ' 张 ', current: 1, size: 10 })).toEqual({ records: [member(7, '0')], total: 1 });
    expect(http.calls[0].options?.params).toEqual({ current: 1, size: 10, deptId: 13, keyword: '张' });
    expect(await directory.members({ mode: 'role', current: 1, size: 10 })).toEqual({ records: [member(15, '0')], total: 11 });
  });

  it('asks for every role at once, and a tag’s people page by page', async () => {
    const http = new FakeHttpClient()
      .on('GET', '/admin/role/page', { records: [{ roleId: 5, roleName: '法务人员' }], total: 1, current: 1, size: 999999 })
      .on('GET', '/admin/tag/member/page', { records: [member(8, '0')], total: 4, current: 2, size: 3 });
    const directory = new HttpMemberDirectory(new ContractApiClient(http));
    expect(await directory.roles()).toEqual([{ roleId: 5, roleName: '法务人员' }]);
    expect(http.calls[0].options?.params).toEqual({ current: 1, size: 999999 });
    expect(await directory.tagMembers({ tagId: 2, name: '', current: 2, size: 3 })).toEqual({ records: [member(8, '0')], total: 4 });
    expect(http.calls[1].options?.params).toEqual({ tagId: 2, current: 2, size: 3, name: undefined });
  });

  it('expands a selection on the server', async () => {
    const http = new FakeHttpClient().on('POST', '/admin/role/origanizeToUser', [member(9, '0')]);
    const scope = { visibleDept: [{ deptId: 16, name: '测试部' }] };
    expect(await new HttpMemberDirectory(new ContractApiClient(http)).expand(scope)).toEqual([member(9, '0')]);
    expect(http.calls[0].body).toEqual(scope);
  });

  it('loads trees silently and rejects with what to show: the server’s msg, 请求失败 without one, the catalogue’s text for a status', async () => {
    const http = new FakeHttpClient()
      .failWithCode('GET', '/admin/addressBook/dept/treeSelect/', 1, null)
      .failWithCode('GET', '/admin/role/roleUserDeptTree', 1, '无权查看')
      .failOn('GET', '/admin/tag/tree', 403, '当前操作没有权限');
    const directory = new HttpMemberDirectory(new ContractApiClient(http));
    await expect(directory.tree('default')).rejects.toThrow('请求失败');
    await expect(directory.tree('role')).rejects.toThrow('无权查看');
    await expect(directory.tagTree()).rejects.toThrow('当前操作没有权限');
    expect(http.calls.every((call) => call.options?.silent)).toBe(true);
  });
});
