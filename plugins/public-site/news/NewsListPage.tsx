import { ChannelCard } from '../channel/ChannelCard.tsx';
import { ContentList } from '../channel/ContentList.tsx';
import { usePagedList } from '../channel/usePagedList.ts';
import { PublicSiteApi, type NewsItem } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';

/** /news: every published news item, newest first, ten a page. */
export function NewsListPage() {
  const list = usePagedList<NewsItem>(PublicSiteApi.newsPage, 10);
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
