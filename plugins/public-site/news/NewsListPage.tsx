import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { ChannelCard } from '../channel/ChannelCard.tsx';
import { ContentList } from '../channel/ContentList.tsx';
import { usePagedList, type PageRequest } from '../channel/usePagedList.ts';
import { zhCN } from '../zhCN.ts';

const loadPage = (api: ApiClient, request: PageRequest) => api.get('/website/newsinformation/page', request);

/** /news: every published news item, newest first, ten a page. */
export function NewsListPage() {
  const list = usePagedList(loadPage, 10);
  return (
    <ChannelCard title={zhCN.channels.news}>
      <ContentList
        label={zhCN.channels.news}
        list={list}
        entry={(item) => ({ key: item.id, title: item.title, to: `/news/detail?id=${item.id}`, date: item.publishTime, summary: item.summary, coverUrl: item.coverUrl, meta: item.source })}
      />
    </ChannelCard>
  );
}
