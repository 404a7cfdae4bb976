import { DetailFrame } from '../channel/DetailFrame.tsx';
import { PublicationView } from '../channel/PublicationView.tsx';
import { useDetail } from '../channel/useDetail.ts';
import { PublicSiteApi, type PublicationDetail } from '../PublicSiteApi.ts';

/** /eduPub/detail?id=: one education title. */
export function EduPubDetailPage() {
  const state = useDetail<PublicationDetail>(PublicSiteApi.eduPub, 'eduPub');
  return (
    <DetailFrame state={state} listPath="/eduPub">
      {(item) => <PublicationView item={item} detailPath="/eduPub/detail" />}
    </DetailFrame>
  );
}
