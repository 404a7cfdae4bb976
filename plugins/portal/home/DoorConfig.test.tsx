import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quietHomeServer, renderHome } from './testing/renderHome.ts';

const CARDS = [
  { id: 1, cardName: '今日待办', cardType: 'todo' },
  { id: 2, cardName: '未读消息', cardType: 'message' },
  { id: 3, cardName: '今日日程', cardType: 'schedule' },
  { id: 4, cardName: '常用应用', cardType: 'app' },
];
const door = (id: number, doorName: string, cardIds: number[]) => ({ id, doorName, cardIds, cards: cardIds.map((c) => CARDS[c - 1]) });
const cardTitles = () => screen.queryAllByRole('region').map((r) => r.getAttribute('aria-label')).filter((name) => name !== '我的事项');

describe('home: personal portals (doors)', () => {
  it("shows the current portal's name and only its cards, in its order", async () => {
    await renderHome(quietHomeServer().on('GET', '/admin/door/getDoor', door(2, '办公门户', [3, 1])));
    expect(await screen.findByText('当前门户：办公门户')).toBeTruthy();
    expect(cardTitles()).toEqual(['今日日程', '今日待办']);
  });

  it('shows every card when the portal cannot be had', async () => {
    await renderHome(quietHomeServer().failOn('GET', '/admin/door/getDoor', 500, '服务器出错'));
    await waitFor(() => expect(cardTitles()).toEqual(['今日待办', '未读消息', '今日日程', '常用应用']));
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
    expect(cardTitles()).toEqual(['未读消息', '今日待办']);

    await user.click(screen.getByRole('button', { name: /李四/ }));
    await user.click(await screen.findByText('配置门户', { selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *' }));
    const dialog = await screen.findByRole('dialog', { name: '配置门户' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['未读消息', '今日待办', '今日日程', '常用应用']);
    // 今日日程 shown too, moved to the top; 未读消息 hidden.
    await user.click(within(dialog).getByRole('checkbox', { name: '今日日程' }));
    await user.click(within(dialog).getByRole('button', { name: '上移今日日程' }));
    await user.click(within(dialog).getByRole('button', { name: '上移今日日程' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '未读消息' }));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(http.callsTo('POST', '/admin/door/update').map((c) => c.body)).toEqual([{ id: 2, doorName: '办公门户', cardIds: [3, 1] }]));
    await waitFor(() => expect(cardTitles()).toEqual(['今日日程', '今日待办']));
  });
});
