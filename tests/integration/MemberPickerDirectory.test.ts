import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './TestServer.ts';

interface DeptNode {
  id: number;
  name: string;
  level: number;
  ifUpdateUser: boolean;
  children: DeptNode[];
}
interface Member {
  userId: number;
  username: string;
  chineseName: string | null;
  deptName: string | null;
  status: string;
}
interface MemberPage {
  records: Member[];
  total: number;
  current: number;
  size: number;
}

const names = (members: Member[]) => members.map((m) => m.username).sort();
const allNames = (nodes: DeptNode[]): string[] => nodes.flatMap((n) => [n.name, ...allNames(n.children)]);

// The member picker's server side (spec part 3 §2.6, §4, §7): its trees, lists and the expansion of a selection into members.
describe('the member picker’s directory', () => {
  let api: TestServer;
  let zhangsan: string;
  let admin: string;
  let sunqi: string;
  let chenjing: string;

  beforeAll(async () => {
    api = await TestServer.start();
    [zhangsan, admin, sunqi, chenjing] = await Promise.all(['zhangsan', 'admin', 'sunqi', 'chenjing'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  describe('trees', () => {
    it('fullTreeSelect gives every company of the caller with its departments', async () => {
      const forSunqi = await api.get<DeptNode[]>('/admin/addressBook/dept/fullTreeSelect', { token: sunqi });
      expect(forSunqi.status).toBe(200);
      expect(forSunqi.body.data.map((c) => [c.name, c.level])).toEqual([
        ['融合科技有限公司', 2],
        ['融合教育集团', 2],
      ]);
      expect(allNames(forSunqi.body.data[1].children)).toContain('课程组');
      const forZhangsan = await api.get<DeptNode[]>('/admin/addressBook/dept/fullTreeSelect', { token: zhangsan });
      expect(forZhangsan.body.data.map((c) => c.name)).toEqual(['融合科技有限公司']);
      expect(forZhangsan.body.data[0].ifUpdateUser).toBe(false);
    });

    it('treeSelectAdmin gives the current company’s tree, editable, filtered by name', async () => {
      const tree = await api.get<DeptNode[]>(`/admin/addressBook/dept/treeSelectAdmin/?name=${encodeURIComponent('后端')}`, { token: admin });
      expect(tree.body.data).toHaveLength(1);
      expect(tree.body.data[0]).toMatchObject({ name: '融合科技有限公司', ifUpdateUser: true });
      expect(allNames(tree.body.data[0].children)).toEqual(['技术中心', '研发部', '后端组']);
      expect((await api.get('/admin/addressBook/dept/treeSelectAdmin/', { token: zhangsan })).status).toBe(403);
    });

    it('treeByCompanyId gives one of the caller’s companies and refuses another', async () => {
      const edu = await api.get<DeptNode[]>('/admin/addressBook/dept/treeByCompanyId?companyId=2', { token: sunqi });
      expect(edu.body.data.map((c) => c.name)).toEqual(['融合教育集团']);
      expect(allNames(edu.body.data)).not.toContain('研发部');
      expect((await api.get('/admin/addressBook/dept/treeByCompanyId?companyId=2', { token: zhangsan })).status).toBe(403);
    });

    it('open/listByCompanyId gives any company’s tree without a token, nothing editable', async () => {
      const tree = await api.get<DeptNode[]>('/admin/addressBook/dept/open/listByCompanyId?companyId=2');
      expect(tree.status).toBe(200);
      expect(tree.body.data[0]).toMatchObject({ name: '融合教育集团', ifUpdateUser: false });
      expect((await api.get<DeptNode[]>('/admin/addressBook/dept/open/listByCompanyId?companyId=999')).body.data).toEqual([]);
      expect((await api.get('/admin/addressBook/dept/open/listByCompanyId?companyId=x')).status).toBe(400);
    });

    it('roleUserDeptTree gives administrators the current company’s tree', async () => {
      const tree = await api.get<DeptNode[]>('/admin/role/roleUserDeptTree', { token: chenjing });
      expect(tree.body.data.map((c) => [c.name, c.ifUpdateUser])).toEqual([['融合教育集团', true]]);
      expect((await api.get('/admin/role/roleUserDeptTree', { token: zhangsan })).status).toBe(403);
    });
  });

  describe('administrators’ member lists', () => {
    it('admin/list includes the disabled 周八, unlike fullList', async () => {
      const tests = await api.get<MemberPage>('/admin/addressBook/user/admin/list?deptId=16', { token: admin });
      expect(names(tests.body.data.records)).toEqual(['zhengshi', 'zhouba']);
      expect(tests.body.data.records.find((m) => m.username === 'zhouba')?.status).toBe('1');
      const all = await api.get<MemberPage>('/admin/addressBook/user/admin/list?current=1&size=3', { token: admin });
      expect(all.body.data).toMatchObject({ total: 11, current: 1, size: 3 });
      expect(all.body.data.records).toHaveLength(3);
    });

    it('admin/list searches account, name and phone, and refuses a department of another company', async () => {
      const found = await api.get<MemberPage>(`/admin/addressBook/user/admin/list?keyword=${encodeURIComponent('周')}`, { token: admin });
      expect(names(found.body.data.records)).toEqual(['zhouba']);
      expect((await api.get('/admin/addressBook/user/admin/list?deptId=21', { token: admin })).status).toBe(403);
      expect((await api.get('/admin/addressBook/user/admin/list?size=1000000', { token: admin })).status).toBe(400);
    });

    it('roleUserListUser lists a department subtree of the current company', async () => {
      const rd = await api.get<MemberPage>('/admin/role/roleUserListUser?deptId=13&size=999999', { token: admin });
      expect(names(rd.body.data.records)).toEqual(['lisi', 'wujiu', 'zhangsan']);
      expect((await api.get('/admin/role/roleUserListUser?deptId=13', { token: chenjing })).status).toBe(403);
      expect((await api.get('/admin/role/roleUserListUser', { token: zhangsan })).status).toBe(403);
    });
  });

  describe('tags', () => {
    it('gives a tag with its count of active members, sub-tags included', async () => {
      const folder = await api.get<{ tagId: number; tagName: string; parentId: number | null; level: number; memberCount: number }>('/admin/tag/1', { token: zhangsan });
      // 项目组: 融合门户项目 (张三, 李四, 吴九, 郑十) and 流程引擎项目 (李四, 吴九).
      expect(folder.body.data).toEqual({ tagId: 1, tagName: '项目组', parentId: null, level: 1, memberCount: 4 });
      expect((await api.get('/admin/tag/2', { token: zhangsan })).body.data).toMatchObject({ parentId: 1, level: 2, memberCount: 4 });
      expect((await api.get('/admin/tag/7', { token: zhangsan })).status).toBe(403);
      expect((await api.get('/admin/tag/999', { token: zhangsan })).status).toBe(404);
    });

    it('userByTag gives every active member of a tag, and leaves out a disabled one', async () => {
      await api.server.database.db.insertInto('tag_user').values({ tag_id: 3, user_id: 7 }).execute();
      try {
        const engine = await api.get<Member[]>('/admin/tag/member/userByTag?tagId=3', { token: zhangsan });
        expect(names(engine.body.data)).toEqual(['lisi', 'wujiu']);
      } finally {
        await api.server.database.db.deleteFrom('tag_user').where('tag_id', '=', 3).where('user_id', '=', 7).execute();
      }
      expect((await api.get<Member[]>('/admin/tag/member/userByTag?tagId=999', { token: zhangsan })).body.data).toEqual([]);
      expect((await api.get('/admin/tag/member/userByTag?tagId=7', { token: zhangsan })).status).toBe(403);
    });

    it('member/page pages a tag’s members and filters them by name', async () => {
      const first = await api.get<MemberPage>('/admin/tag/member/page?tagId=2&current=1&size=3', { token: zhangsan });
      expect(first.body.data).toMatchObject({ total: 4, current: 1, size: 3 });
      expect(first.body.data.records).toHaveLength(3);
      const second = await api.get<MemberPage>('/admin/tag/member/page?tagId=2&current=2&size=3', { token: zhangsan });
      expect(second.body.data.records).toHaveLength(1);
      const byName = await api.get<MemberPage>(`/admin/tag/member/page?tagId=2&name=${encodeURIComponent('郑')}`, { token: zhangsan });
      expect(byName.body.data.records.map((m) => [m.chineseName, m.deptName])).toEqual([['郑十', '测试部']]);
      expect((await api.get('/admin/tag/member/page?tagId=7', { token: zhangsan })).status).toBe(403);
    });
  });

  describe('origanizeToUser', () => {
    const expand = (token: string, json: unknown) => api.post<Member[]>('/admin/role/origanizeToUser', { token, json });

    it('expands departments (with sub-departments), tags, roles and users into distinct active members', async () => {
      const answer = await expand(zhangsan, {
        visibleDept: [{ deptId: 16, name: '测试部' }],
        visibleTag: [{ tagId: 3, name: '流程引擎项目' }],
        visibleRole: [{ roleId: 5, name: '法务人员' }],
        visibleUser: [{ userId: 9, chineseName: '郑十' }, { userId: 4, chineseName: '王五' }],
      });
      expect(answer.status).toBe(200);
      // 测试部: 郑十 (周八 is disabled); 流程引擎项目: 李四, 吴九; 法务人员 in 融合科技: 赵六; 郑十 again, 王五.
      expect(answer.body.data.map((m) => m.username)).toEqual(['zhengshi', 'lisi', 'wujiu', 'zhaoliu', 'wangwu']);
    });

    it('expands a company into all its active members', async () => {
      const answer = await expand(sunqi, { visibleCompany: [{ deptId: 2, name: '融合教育集团' }] });
      expect(names(answer.body.data)).toEqual(['chenjing', 'huangwei', 'linfang', 'liuyang', 'sunqi']);
    });

    it('refuses a department or tag of a company the caller is no member of', async () => {
      expect((await expand(zhangsan, { visibleCompany: [{ deptId: 2 }] })).status).toBe(403);
      expect((await expand(zhangsan, { visibleTag: [{ tagId: 7 }] })).status).toBe(403);
    });

    it('finds a chosen user only in the caller’s companies', async () => {
      expect((await expand(zhangsan, { visibleUser: [{ userId: 12 }] })).body.data).toEqual([]);
      expect(names((await expand(sunqi, { visibleUser: [{ userId: 12 }] })).body.data)).toEqual(['linfang']);
    });

    it('bounds the selection it expands', async () => {
      const users = Array.from({ length: 1001 }, (_, i) => ({ userId: i + 1 }));
      const answer = await expand(zhangsan, { visibleUser: users });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('每类最多选择1000项');
    });
  });
});
