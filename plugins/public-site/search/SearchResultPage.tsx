import { Empty, Result, Spin, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { ChannelCard } from '../channel/ChannelCard.tsx';
import { ListPager } from '../channel/ListPager.tsx';
import { usePagedList, type PagedList, type PageRequest } from '../channel/usePagedList.ts';
import { zhCN } from '../zhCN.ts';
import { HighlightedText } from './HighlightedText.tsx';

const loadHits = (api: ApiClient, request: PageRequest<{ keyWord: string }>) => api.get('/website/searchIndex', request);

function Hits({ keyWord }: { keyWord: string }) {
  const list = usePagedList(loadHits, 10, { keyWord });
  const hits = list.page?.records ?? [];
  return (
    <Spin spinning={list.loading}>
      {!list.loading && hits.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.results.none} />
      ) : (
        <ol aria-label={zhCN.channels.searchResult} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {hits.map((hit) => (
            <li key={`${hit.channel}:${hit.id}`} style={{ padding: '16px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Tag color="red">{hit.channelName}</Tag>
              <Link to={hit.path} style={{ fontSize: 16, fontWeight: 600 }}>
                <HighlightedText text={hit.title} keyword={keyWord} />
              </Link>
              <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
                <HighlightedText text={hit.summary} keyword={keyWord} />
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {hit.publishTime.slice(0, 10)}
              </Typography.Text>
            </li>
          ))}
        </ol>
      )}
      <ListPager list={list as PagedList<unknown>} />
    </Spin>
  );
}

/** /searchResult?keyWord=: matches of every channel, newest first, the keyword marked. */
export function SearchResultPage() {
  const [search] = useSearchParams();
  const keyWord = (search.get('keyWord') ?? '').trim();
  if (!keyWord) return <Result status="info" title={zhCN.results.noKeyword} />;
  return (
    <ChannelCard title={zhCN.results.title(keyWord)}>
      <Hits key={keyWord} keyWord={keyWord} />
    </ChannelCard>
  );
}
