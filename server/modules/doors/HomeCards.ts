import type { components } from '../../../contracts/generated/admin.ts';

export type CardView = components['schemas']['Card'];

/**
 * The cards a home page can show: the widgets the web app has (cardType names the one that
 * renders it). A fixed catalogue rather than a table: a card without its widget would show
 * nothing, so a new card comes with code either way.
 */
export const HOME_CARDS: readonly CardView[] = [
  { id: 1, cardName: '待办事项', cardType: 'todo', url: '/process/todo', icon: 'CheckSquareOutlined' },
  { id: 2, cardName: '未读消息', cardType: 'message', url: '/noticeCenter/index', icon: 'BellOutlined' },
  { id: 3, cardName: '今日日程', cardType: 'schedule', url: '/scheduleManagement/index', icon: 'CalendarOutlined' },
  { id: 4, cardName: '常用应用', cardType: 'app', url: '/workbench/index', icon: 'AppstoreOutlined' },
  { id: 5, cardName: '通知公告', cardType: 'notice', url: '/newsList', icon: 'NotificationOutlined' },
];

/** A portal nobody configured yet shows every card, in the catalogue's order. */
export const DEFAULT_CARD_IDS: readonly number[] = HOME_CARDS.map((card) => card.id);

/** The cards asked for, in the order asked; unknown ids skipped. */
export function cardsByIds(ids: readonly number[]): CardView[] {
  return ids.flatMap((id) => HOME_CARDS.filter((card) => card.id === id));
}
