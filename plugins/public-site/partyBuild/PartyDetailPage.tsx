import { ArticleView } from '../channel/ArticleView.tsx';
import { DetailFrame } from '../channel/DetailFrame.tsx';
import { useDetail } from '../channel/useDetail.ts';
import { PublicSiteApi, type ArticleDetail } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';

/** /partyBuild/detail?id=: one party-building article; its neighbours are of the same category. */
export function PartyDetailPage() {
  const state = useDetail<ArticleDetail>(PublicSiteApi.party, 'partyBuild');
  const listPath = state.kind === 'shown' && state.item.category ? `/partyBuild/${state.item.category}` : '/partyBuild';
  return (
    <DetailFrame state={state} listPath={listPath}>
      {(item) => (
        <ArticleView
          title={item.title}
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
