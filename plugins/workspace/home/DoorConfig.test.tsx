import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quietHomeServer, renderHome } from './testing/renderHome.ts';

const CARDS = [
  { id: 1, cardName: '待办事项', cardType: 'todo' },
  { id: 2, cardName: '未读消息', cardType: 'message' },
  { id: 3, cardName: '今日日程', cardType: 'schedule' },
  { id: 4, cardName: '常用应用', cardType: 'app' },
];
const door = (id: number, doorName: string, cardIds: number[], own = false) => ({ id, doorName, own, cardIds, cards: cardIds.map((c) => CARDS[c - 1]) });
const cardTitles = () => screen.queryAllByRole('region').map((r) => r.getAttribute('aria-label')).filter((name) => name !== '我的事项');

describe('home: personal portals (doors)', () => {
  it("shows the current portal's name and only its cards, in its order", async () => {
    await renderHome(quietHomeServer().on('GET', '/admin/door/getDoor', door(2, '办公门户', [3, 1])));
    expect(await screen.findByText('当前门户：办公门户')).toBeTruthy();
    expect(cardTitles()).toEqual(['今日日程', '待办事项']);
  });

  it('shows every card when the portal cannot be had', async () => {
    await renderHome(quietHomeServer().failOn('GET', '/admin/door/getDoor', 500, '服务器出错'));
    await waitFor(() => expect(cardTitles()).toEqual(['待办事项', '未读消息', '今日日程', '常用应用', '通知公告']));
  });

  it('switches portals from the user card, and configures the cards: shown ones in order, saved for the user', async () => {
    let current = door(1, '默认门户', [1, 2, 3, 4]);
    const http = quietHomeServer()
      .on('GET', '/admin/door/getDoor', () => current)
      .on('GET', '/admin/door/getDoorList', [
        { id: 1, doorName: '默认门户' },
        { id: 2, doorName: '办公门户' },
      ])
      .on('GET', '/admin/door/getByChangeId/2', () => (current = door(2, '办公门户', [2, 1])))
      .on('GET', '/admin/door/configDoor', () => ({ door: current, cards: CARDS }))
      .on('POST', '/admin/door/update', (call: { body?: { cardIds: number[] } }) => {
        current = door(2, '办公门户', call.body!.cardIds);
        return true;
      });
    await renderHome(http);
    const user = userEvent.setup();
    expect(await screen.findByText('当前门户：默认门户')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /李四/ }));
    await user.hover(await screen.findByText('切换门户'));
    await user.click(await screen.findByText('办公门户'));
    expect(await screen.findByText('当前门户：办公门户')).toBeTruthy();
    expect(cardTitles()).toEqual(['未读消息', '待办事项']);

    await user.click(screen.getByRole('button', { name: /李四/ }));
    await user.click(await screen.findByText('配置门户', { selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *' }));
    const dialog = await screen.findByRole('dialog', { name: '配置门户' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['未读消息', '待办事项', '今日日程', '常用应用']);
    // 今日日程 shown too, moved to the top; 未读消息 hidden.
    await user.click(within(dialog).getByRole('checkbox', { name: '今日日程' }));
    await user.click(within(dialog).getByRole('button', { name: '上移今日日程' }));
    await user.click(within(dialog).getByRole('button', { name: '上移今日日程' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '未读消息' }));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(http.callsTo('POST', '/admin/door/update').map((c) => c.body)).toEqual([{ id: 2, doorName: '办公门户', cardIds: [3, 1] }]));
    await waitFor(() => expect(cardTitles()).toEqual(['今日日程', '待办事项']));
  });

  it('makes a portal of the user’s own and switches to it, then renames it; names are checked before sending', async () => {
    const list = [
      { id: 1, doorName: '默认门户', own: false },
      { id: 2, doorName: '办公门户', own: false },
    ];
    let current = door(1, '默认门户', [1, 2, 3, 4]);
    const http = quietHomeServer()
      .on('GET', '/admin/door/getDoor', () => current)
      .on('GET', '/admin/door/getDoorList', () => list)
      .on('GET', '/admin/door/configDoor', () => ({ door: current, cards: CARDS }))
      .on('POST', '/admin/door/insert', (call: { body?: { doorName: string } }) => {
        list.push({ id: 9, doorName: call.body!.doorName, own: true });
        return { id: 9, doorName: call.body!.doorName, own: true };
      })
      .on('GET', '/admin/door/getByChangeId/9', () => (current = door(9, list[2].doorName, [1, 2, 3, 4], true)))
      .on('POST', '/admin/door/update', (call: { body?: { doorName: string; cardIds: number[] } }) => {
        list[2].doorName = call.body!.doorName;
        current = door(9, call.body!.doorName, call.body!.cardIds, true);
        return true;
      });
    await renderHome(http);
    const user = userEvent.setup();
    expect(await screen.findByText('当前门户：默认门户')).toBeTruthy();
    const menuEntry = (name: string) => screen.findByText(name, { selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *' });

    // A shared portal is not the user's to rename.
    await user.click(screen.getByRole('button', { name: /李四/ }));
    await screen.findByText('切换门户');
    expect(screen.queryByText('重命名门户')).toBeNull();
    await user.click(await menuEntry('新建门户'));
    const create = await screen.findByRole('dialog', { name: '新建门户' });
    const name = within(create).getByRole('textbox', { name: '门户名称' });
    await user.click(within(create).getByRole('button', { name: /确\s*定/ }));
    expect(await within(create).findByText('请输入门户名称')).toBeTruthy();
    await user.type(name, '办公门户');
    expect(await within(create).findByText('已有名为「办公门户」的门户')).toBeTruthy();
    await user.clear(name);
    await user.type(name, '门'.repeat(21));
    expect(await within(create).findByText('门户名称不能超过20个字')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/door/insert')).toEqual([]);
    await user.clear(name);
    await user.type(name, '  项目门户 ');
    await user.click(within(create).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('当前门户：项目门户')).toBeTruthy();
    // Every card of the catalogue, as a portal nobody configured yet.
    expect(http.callsTo('POST', '/admin/door/insert').map((c) => c.body)).toEqual([{ doorName: '项目门户', cardIds: [1, 2, 3, 4] }]);

    await user.click(screen.getByRole('button', { name: /李四/ }));
    await user.click(await menuEntry('重命名门户'));
    const rename = await screen.findByRole('dialog', { name: '重命名门户' });
    const renamed = within(rename).getByRole('textbox', { name: '门户名称' });
    expect((renamed as HTMLInputElement).value).toBe('项目门户');
    await user.clear(renamed);
    await user.type(renamed, '研发门户');
    await user.click(within(rename).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('当前门户：研发门户')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/door/update').map((c) => c.body)).toEqual([{ id: 9, doorName: '研发门户', cardIds: [1, 2, 3, 4] }]);
  });
});
