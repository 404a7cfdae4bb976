/** The spec's login-required routes of 通知公告 (part 1 §2): the list, and one notice by ?id=. */
export const NOTICE_LIST_ROUTE = '/newsList';
export const NOTICE_DETAIL_ROUTE = '/newsDetail';

export const noticeLink = (id: number) => `${NOTICE_DETAIL_ROUTE}?id=${id}`;
