import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { ArticleView } from '../channel/ArticleView.tsx';
import { DetailFrame } from '../channel/DetailFrame.tsx';
import { useDetail, type DetailRequest } from '../channel/useDetail.ts';
import { zhCN } from '../zhCN.ts';

const loadItem = (api: ApiClient, request: DetailRequest) => api.get('/website/partybuild/detail/{id}', request);

/** /partyBuild/detail?id=: one party-building article; its neighbours are of the same category. */
export function PartyDetailPage() {
  const state = useDetail(loadItem, 'partyBuild');
  const listPath = state.kind === 'shown' && state.item.category ? `/partyBuild/${state.item.category}` : '/partyBuild';
  return (
    <DetailFrame state={state} listPath={listPath}>
      {(item) => (
        <ArticleView
          title={item.title}
          schema={{ type: 'Article', published: item.publishTime, author: item.author }}
          meta={[item.categoryName, zhCN.detail.date(item.publishTime), item.source && zhCN.detail.source(item.source), item.author && zhCN.detail.author(item.author)]}
          coverUrl={item.coverUrl}
          paragraphs={item.paragraphs}
          body={item.body}
          previous={item.previous}
          next={item.next}
          linkOf={(id) => `/partyBuild/detail?id=${id}`}
        />
      )}
    </DetailFrame>
  );
}
