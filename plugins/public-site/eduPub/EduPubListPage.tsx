import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { ChannelCard } from '../channel/ChannelCard.tsx';
import { CoverGrid } from '../channel/CoverGrid.tsx';
import { usePagedList, type PageRequest } from '../channel/usePagedList.ts';
import { zhCN } from '../zhCN.ts';

const loadPage = (api: ApiClient, request: PageRequest) => api.get('/website/edupublish/page', request);

/** /eduPub: 教育出版's titles (教材, 教辅, 读物 …), newest first. */
export function EduPubListPage() {
  const list = usePagedList(loadPage, 8);
  return (
    <ChannelCard title={zhCN.channels.eduPub}>
      <CoverGrid
        label={zhCN.channels.eduPub}
        list={list}
        entry={(item) => ({ key: item.id, title: item.title, to: `/eduPub/detail?id=${item.id}`, coverUrl: item.coverUrl, summary: item.summary, meta: [item.categoryName, item.author].filter(Boolean).join(' · ') })}
      />
    </ChannelCard>
  );
}
