import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { ArticleView } from '../channel/ArticleView.tsx';
import { DetailFrame } from '../channel/DetailFrame.tsx';
import { useDetail, type DetailRequest } from '../channel/useDetail.ts';
import { zhCN } from '../zhCN.ts';

const loadItem = (api: ApiClient, request: DetailRequest) => api.get('/website/newsinformation/detail/{id}', request);

/** /news/detail?id=: one news item. */
export function NewsDetailPage() {
  const state = useDetail(loadItem, 'news');
  return (
    <DetailFrame state={state} listPath="/news">
      {(item) => (
        <ArticleView
          title={item.title}
          schema={{ type: 'NewsArticle', published: item.publishTime, author: item.author }}
          meta={[zhCN.detail.date(item.publishTime), item.source && zhCN.detail.source(item.source), item.author && zhCN.detail.author(item.author)]}
          coverUrl={item.coverUrl}
          paragraphs={item.paragraphs}
          body={item.body}
          previous={item.previous}
          next={item.next}
          linkOf={(id) => `/news/detail?id=${id}`}
        />
      )}
    </DetailFrame>
  );
}
