import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, type Push } from '../live/LiveClient.ts';
import { TestServer } from '../TestServer.ts';

interface DeptNode {
  id: number;
  parentId: number | null;
  name: string;
  level: number;
  children: DeptNode[];
}
interface Member {
  userId: number;
  username: string;
  email?: string | null;
}
interface MemberPage {
  records: Member[];
  total: number;
}
interface MessagePage {
  records: { msgTitle: string; msgContent: string | null; sendAuthor: string | null; openMode: number }[];
}

const TECH = 1;
const TECH_RD = 13;
const EDU_OFFICE = 21;
const LISI = 3;
const ZHOUBA_DISABLED = 7;
const LINFANG_EDU = 12;

const find = (nodes: DeptNode[], id: number): DeptNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
};

// Issue 11: the address book's 添加机构 and 发消息, as the server enforces them.
describe('the address book', () => {
  let api: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    api = await TestServer.start();
    for (const user of ['admin', 'zhangsan', 'lisi', 'wangwu', 'chenjing', 'zhaoliu', 'sunqi']) tokens[user] = (await api.login(user)).access_token;
  });
  afterAll(() => api.close());

  describe('添加机构 (POST /admin/addressBook/dept)', () => {
    const add = (user: string, json: unknown, headers?: Record<string, string>) => api.post<DeptNode>('/admin/addressBook/dept', { token: tokens[user], json, headers });

    it('李四 (sys_dept_add by his role) adds a department under 研发部; it is in the tree, after its siblings', async () => {
      const answer = await add('lisi', { name: '  架构组 ', parentId: TECH_RD });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ name: '架构组', parentId: TECH_RD, level: 3 });
      const tree = await api.get<DeptNode[]>('/admin/addressBook/dept/treeSelect/', { token: tokens.zhangsan });
      expect(find(tree.body.data, TECH_RD)?.children.map((c) => c.name)).toEqual(['前端组', '后端组', '架构组']);
    });

    it('the company admin may add one under the company itself', async () => {
      const answer = await add('admin', { name: '市场部', parentId: TECH });
      expect(answer.status).toBe(200);
      expect(answer.body.data.parentId).toBe(TECH);
    });

    it('refuses whoever holds neither sys_dept_add nor the company', async () => {
      for (const user of ['zhangsan', 'wangwu']) {
        const answer = await add(user, { name: '越权部', parentId: TECH_RD });
        expect(answer.status, user).toBe(403);
        expect(answer.body.msg).toBe('当前操作没有权限');
      }
    });

    it('scopes the parent to the current company: 陈静 (融合教育集团) cannot add under 研发部', async () => {
      const answer = await add('chenjing', { name: '渗透部', parentId: TECH_RD });
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe('上级机构不存在');
      const own = await add('chenjing', { name: '后勤组', parentId: EDU_OFFICE });
      expect(own.status).toBe(200);
    });

    it('refuses a blank, too long or sibling-duplicate name with a Chinese msg', async () => {
      const blank = await add('lisi', { name: '   ', parentId: TECH_RD });
      expect(blank.status).toBe(400);
      expect(blank.body.msg).toContain('机构名称');
      const long = await add('lisi', { name: '部'.repeat(31), parentId: TECH_RD });
      expect(long.status).toBe(400);
      const twice = await add('lisi', { name: '前端组', parentId: TECH_RD });
      expect(twice.status).toBe(400);
      expect(twice.body.msg).toContain('前端组');
      // The same name under another parent is fine.
      expect((await add('lisi', { name: '前端组', parentId: 16 })).status).toBe(200);
    });
  });

  describe('members', () => {
    it('the member list carries the email for the card', async () => {
      const page = await api.get<MemberPage>(`/admin/addressBook/user/fullList?current=1&size=10&keyword=lisi`, { token: tokens.zhangsan });
      expect(page.body.data.records.map((m) => [m.username, m.email])).toEqual([['lisi', 'lisi@ronghe.example']]);
    });
  });

  describe('发消息 (POST /admin/ocp/msg/send)', () => {
    const send = (user: string, json: unknown) => api.post<{ id: number }>('/admin/ocp/msg/send', { token: tokens[user], json });

    it('张三 sends 李四 a message: it is in 李四’s inbox, from 张三, and pushed to his bell live', async () => {
      const baseUrl = await api.server.app.listen({ port: 0, host: '127.0.0.1' });
      const live = await LiveClient.connect(baseUrl, tokens.lisi);
      try {
        await live.subscribe(`/admin/${LISI}/msg`);
        const answer = await send('zhangsan', { userId: LISI, content: ' 下午三点开会 ' });
        expect(answer.status).toBe(200);
        const push = await live.next((p: Push) => p.destination.endsWith('/msg') && p.body.id === answer.body.data.id, '李四’s message push');
        expect(push.body).toMatchObject({ type: 'add', companyIds: [TECH], sendAuthor: '张三', msgTitle: '张三给您发来一条消息' });
      } finally {
        await live.close();
      }
      const inbox = await api.get<MessagePage>('/admin/ocp/msg/page?current=1&size=10', { token: tokens.lisi });
      expect(inbox.body.data.records[0]).toMatchObject({ msgContent: '下午三点开会', sendAuthor: '张三', openMode: 1 });
    });

    it('refuses an empty or too long text (400), a disabled member or one of another company (404)', async () => {
      expect((await send('zhangsan', { userId: LISI, content: '  ' })).status).toBe(400);
      const long = await send('zhangsan', { userId: LISI, content: '字'.repeat(201) });
      expect(long.status).toBe(400);
      const disabled = await send('zhangsan', { userId: ZHOUBA_DISABLED, content: '你好' });
      expect(disabled.status).toBe(404);
      expect(disabled.body.msg).toBe('该成员不存在或已停用');
      expect((await send('zhangsan', { userId: LINFANG_EDU, content: '你好' })).status).toBe(404);
      expect((await send('zhangsan', { userId: 99_999, content: '你好' })).status).toBe(404);
    });

    it('allows 20 a minute per sender, then answers 429 with a Chinese msg; other senders are not held up', async () => {
      for (let i = 0; i < 20; i++) expect((await send('zhaoliu', { userId: LISI, content: `第${i + 1}条` })).status).toBe(200);
      const refused = await send('zhaoliu', { userId: LISI, content: '第21条' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, msg: expect.stringContaining('发送过于频繁') });
      expect((await send('sunqi', { userId: LISI, content: '你好' })).status).toBe(200);
    });
  });
});
