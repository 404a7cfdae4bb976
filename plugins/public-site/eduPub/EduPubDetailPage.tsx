import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { DetailFrame } from '../channel/DetailFrame.tsx';
import { PublicationView } from '../channel/PublicationView.tsx';
import { useDetail, type DetailRequest } from '../channel/useDetail.ts';

const loadItem = (api: ApiClient, request: DetailRequest) => api.get('/website/edupublish/detail/{id}', request);

/** /eduPub/detail?id=: one education title. */
export function EduPubDetailPage() {
  const state = useDetail(loadItem, 'eduPub');
  return (
    <DetailFrame state={state} listPath="/eduPub">
      {(item) => <PublicationView item={item} detailPath="/eduPub/detail" />}
    </DetailFrame>
  );
}
