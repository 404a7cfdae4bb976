import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../TestServer.ts';

interface Door {
  id: number;
  doorName: string;
}
interface DoorDetail extends Door {
  cardIds: number[];
  cards: { id: number; cardName: string; cardType: string }[];
}

const DOORS = '/admin/door';

describe('personal portals (doors): each user’s own current portal and cards', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;

  beforeAll(async () => {
    api = await TestServer.start();
    [zhangsan, lisi] = await Promise.all(['zhangsan', 'lisi'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  const current = async (token: string) => (await api.get<DoorDetail | null>(`${DOORS}/getDoor`, { token })).body.data;

  it('starts on the first shared portal with every card, in the catalogue’s order', async () => {
    const door = await current(zhangsan);
    expect(door).toMatchObject({ id: 1, doorName: '默认门户', cardIds: [1, 2, 3, 4, 5] });
    expect(door!.cards.map((c) => c.cardType)).toEqual(['todo', 'message', 'schedule', 'app', 'notice']);
    const config = (await api.get<{ door: DoorDetail; cards: unknown[] }>(`${DOORS}/configDoor`, { token: zhangsan })).body.data;
    expect(config.door.id).toBe(1);
    expect(config.cards).toHaveLength(5);
  });

  it('gives each shared portal cards of its own until the user chooses (issue 26: the three looked alike)', async () => {
    const wangwu = (await api.login('wangwu')).access_token;
    const cardsOf = async (id: number) => (await api.get<DoorDetail>(`${DOORS}/getByChangeId/${id}`, { token: wangwu })).body.data.cards.map((c) => c.cardName);
    expect(await cardsOf(1)).toEqual(['待办事项', '未读消息', '今日日程', '常用应用', '通知公告']);
    expect(await cardsOf(2)).toEqual(['待办事项', '未读消息', '通知公告', '今日日程']);
    expect(await cardsOf(3)).toEqual(['通知公告', '今日日程', '常用应用']);
  });

  it('switches the caller’s portal only, and refuses a portal that does not exist (404)', async () => {
    const changed = await api.get<DoorDetail>(`${DOORS}/getByChangeId/2`, { token: zhangsan });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: 2, doorName: '办公门户' });
    expect((await current(zhangsan))!.id).toBe(2);
    expect((await current(lisi))!.id).toBe(1);

    const missing = await api.get(`${DOORS}/getByChangeId/999`, { token: zhangsan });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, msg: '门户不存在' });
  });

  it('saves the caller’s cards and order on a shared portal without renaming it or touching others’ cards', async () => {
    const saved = await api.post<boolean>(`${DOORS}/update`, { token: zhangsan, json: { id: 2, doorName: '改名无效', cardIds: [3, 1] } });
    expect(saved.status).toBe(200);
    expect(await current(zhangsan)).toMatchObject({ id: 2, doorName: '办公门户', cardIds: [3, 1] });
    expect((await api.get<DoorDetail>(`${DOORS}/getByChangeId/2`, { token: lisi })).body.data.cardIds).toEqual([1, 2, 5, 3]);
  });

  it('refuses unknown or repeated cards and a save without id (400)', async () => {
    const unknown = await api.post(`${DOORS}/update`, { token: zhangsan, json: { id: 2, doorName: '办公门户', cardIds: [1, 99] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 400, msg: '卡片不存在：99' });
    expect((await api.post(`${DOORS}/update`, { token: zhangsan, json: { id: 2, doorName: '办公门户', cardIds: [1, 1] } })).status).toBe(400);
    expect((await api.post(`${DOORS}/update`, { token: zhangsan, json: { doorName: '办公门户', cardIds: [1] } })).status).toBe(400);
  });

  it('makes a portal of the caller’s own: listed for them alone, renamed by them, unknown to others (404)', async () => {
    const made = await api.post<Door>(`${DOORS}/insert`, { token: zhangsan, json: { doorName: '我的门户', cardIds: [2] } });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ doorName: '我的门户', own: true });
    // Theirs to rename; the shared ones are not.
    expect((await api.get<(Door & { own: boolean })[]>(`${DOORS}/getDoorList`, { token: zhangsan })).body.data.map((d) => [d.doorName, d.own])).toEqual([
      ['默认门户', false],
      ['办公门户', false],
      ['教育门户', false],
      ['我的门户', true],
    ]);
    expect((await api.get<Door[]>(`${DOORS}/getDoorList`, { token: zhangsan })).body.data.map((d) => d.id)).toContain(id);
    expect((await api.get<Door[]>(`${DOORS}/getDoorList`, { token: lisi })).body.data.map((d) => d.id)).not.toContain(id);

    expect((await api.post(`${DOORS}/update`, { token: zhangsan, json: { id, doorName: '张三的门户', cardIds: [2, 4] } })).status).toBe(200);
    expect((await api.get<DoorDetail>(`${DOORS}/getByChangeId/${id}`, { token: zhangsan })).body.data).toMatchObject({ doorName: '张三的门户', cardIds: [2, 4] });

    expect((await api.get(`${DOORS}/getByChangeId/${id}`, { token: lisi })).status).toBe(404);
    expect((await api.post(`${DOORS}/update`, { token: lisi, json: { id, doorName: '李四的', cardIds: [1] } })).status).toBe(404);
  });

  it('keeps a made portal’s name present, at most 20 characters and unique in the caller’s list, on insert and rename (400)', async () => {
    const insert = (doorName: string) => api.post<Door>(`${DOORS}/insert`, { token: lisi, json: { doorName, cardIds: [1] } });
    expect((await insert('   ')).body).toMatchObject({ code: 400, msg: '请输入门户名称' });
    // The contract's maxLength refuses it first; the module's own check is for a rename's trimmed name alike.
    expect((await insert('门'.repeat(21))).status).toBe(400);
    expect((await insert('门'.repeat(20))).status).toBe(200);
    // A shared portal's name is in everybody's list.
    expect((await insert('办公门户')).body).toMatchObject({ code: 400, msg: '已有名为「办公门户」的门户' });
    const first = (await insert('李四的门户')).body.data;
    expect((await insert(' 李四的门户 ')).body).toMatchObject({ code: 400, msg: '已有名为「李四的门户」的门户' });
    // 张三's portals are not in 李四's list: the same name is free for him.
    expect((await api.post(`${DOORS}/insert`, { token: zhangsan, json: { doorName: '李四的门户', cardIds: [1] } })).status).toBe(200);

    const rename = (id: number, doorName: string) => api.post(`${DOORS}/update`, { token: lisi, json: { id, doorName, cardIds: [1] } });
    expect((await rename(first.id, '门'.repeat(20))).body).toMatchObject({ code: 400, msg: `已有名为「${'门'.repeat(20)}」的门户` });
    expect((await rename(first.id, '  ')).body).toMatchObject({ code: 400, msg: '请输入门户名称' });
    // Its own name again is no clash.
    expect((await rename(first.id, '李四的门户')).status).toBe(200);
    expect((await rename(first.id, '研发门户')).status).toBe(200);
    expect((await api.get<Door[]>(`${DOORS}/getDoorList`, { token: lisi })).body.data.map((d) => d.doorName)).toContain('研发门户');
  });

  it('lets a user make 10 portals of their own, no more (400)', async () => {
    const wangwu = (await api.login('wangwu')).access_token;
    for (let n = 1; n <= 10; n++) {
      expect((await api.post(`${DOORS}/insert`, { token: wangwu, json: { doorName: `门户${n}`, cardIds: [] } })).status, `门户${n}`).toBe(200);
    }
    const eleventh = await api.post(`${DOORS}/insert`, { token: wangwu, json: { doorName: '门户11', cardIds: [] } });
    expect(eleventh.body).toMatchObject({ code: 400, msg: '每人最多创建10个门户' });
    expect((await api.get<Door[]>(`${DOORS}/getDoorList`, { token: wangwu })).body.data).toHaveLength(10 + 3);
  });

  it('answers the cards asked for in the order asked, unknown ids skipped', async () => {
    const cards = await api.post<{ id: number }[]>('/admin/card/getCardListByIds', { token: zhangsan, json: { cardIds: [4, 99, 1] } });
    expect(cards.body.data.map((c) => c.id)).toEqual([4, 1]);
  });
});
