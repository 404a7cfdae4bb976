import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { CARD_ROWS } from './HomeApi.ts';
import { CardRow, CardRows } from './CardRow.tsx';
import { HomeCard } from './HomeCard.tsx';
import { NOTICE_LIST_ROUTE, noticeLink } from '../notices/NoticeRoutes.ts';

/** 通知公告: the company's latest notices, each opening /newsDetail; 查看全部 the list. */
export function NoticesCard() {
  const api = useService(ApiClientId);
  const navigate = useNavigate();
  const load = useCallback(async () => (await api.get('/admin/noticeAnnouncement/list', { query: { pageNumber: 1, pageSize: CARD_ROWS }, silent: true })).data.records, [api]);
  const { data, loading, error, reload } = useAsyncData(load);
  return (
    <HomeCard title={zhCN.home.cards.notices} more={{ to: NOTICE_LIST_ROUTE }} data={data} loading={loading} error={error} reload={reload} empty={zhCN.home.noticesEmpty}>
      {(notices) => (
        <CardRows>
          {notices.map((notice) => (
            <CardRow key={notice.id} label={notice.title} note={notice.createBy} aside={notice.createTime.slice(5, 16)} onOpen={() => void navigate(noticeLink(notice.id))} />
          ))}
        </CardRows>
      )}
    </HomeCard>
  );
}
