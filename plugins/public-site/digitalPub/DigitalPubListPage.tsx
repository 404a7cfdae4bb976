import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { ChannelCard } from '../channel/ChannelCard.tsx';
import { CoverGrid } from '../channel/CoverGrid.tsx';
import { usePagedList, type PageRequest } from '../channel/usePagedList.ts';
import { zhCN } from '../zhCN.ts';

const loadPage = (api: ApiClient, request: PageRequest) => api.get('/website/digitalpublish/page', request);

/** /digitalPub: 数字出版's titles (电子书, 有声读物, 数字教材 …), newest first. */
export function DigitalPubListPage() {
  const list = usePagedList(loadPage, 8);
  return (
    <ChannelCard title={zhCN.channels.digitalPub}>
      <CoverGrid
        label={zhCN.channels.digitalPub}
        list={list}
        entry={(item) => ({ key: item.id, title: item.title, to: `/digitalPub/detail?id=${item.id}`, coverUrl: item.coverUrl, summary: item.summary, meta: [item.categoryName, item.author].filter(Boolean).join(' · ') })}
      />
    </ChannelCard>
  );
}
