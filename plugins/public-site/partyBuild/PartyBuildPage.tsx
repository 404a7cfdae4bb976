import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { ChannelCard } from '../channel/ChannelCard.tsx';
import { ContentList } from '../channel/ContentList.tsx';
import { usePagedList, type PageRequest } from '../channel/usePagedList.ts';
import type { PartyCategory } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';

const CATEGORIES: readonly PartyCategory[] = ['dynamic', 'knowledge', 'law'];

const loadPage = (api: ApiClient, request: PageRequest<{ category: PartyCategory }>) => api.get('/website/partybuild/page', request);

/** The category a path shows: /partyBuild/knowledge → 知识; /partyBuild itself opens on 动态. */
function categoryOf(pathname: string): PartyCategory {
  const last = pathname.split('/').pop() as PartyCategory;
  return CATEGORIES.includes(last) ? last : 'dynamic';
}

function CategoryList({ category }: { category: PartyCategory }) {
  const list = usePagedList(loadPage, 10, { category });
  return (
    <ContentList
      label={zhCN.party[category]}
      list={list}
      entry={(item) => ({ key: item.id, title: item.title, to: `/partyBuild/detail?id=${item.id}`, date: item.publishTime, summary: item.summary, coverUrl: item.coverUrl, meta: item.source })}
    />
  );
}

/** /partyBuild, /partyBuild/dynamic, /knowledge, /law: 党建园地 with its three categories as tabs. */
export function PartyBuildPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const category = categoryOf(pathname);
  return (
    <ChannelCard title={zhCN.channels.partyBuild}>
      <Tabs
        activeKey={category}
        onChange={(key) => navigate(`/partyBuild/${key}`)}
        items={CATEGORIES.map((key) => ({ key, label: zhCN.party[key], children: key === category ? <CategoryList category={key} /> : null }))}
      />
    </ChannelCard>
  );
}
