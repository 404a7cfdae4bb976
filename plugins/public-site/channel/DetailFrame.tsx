import type { ReactNode } from 'react';
import { Alert, Card, Result, Spin } from 'antd';
import { LinkButton } from '../../../core/ui/LinkButton.tsx';
import type { DetailState } from './useDetail.ts';
import { zhCN } from '../zhCN.ts';
import { usePageHead } from '../layout/PageTitle.tsx';

/** A detail page's card: the item, or why there is none, with the way back to the list. */
export function DetailFrame<T>({ state, listPath, children }: { state: DetailState<T>; listPath: string; children: (item: T) => ReactNode }) {
  const back = (
    <LinkButton to={listPath}>{zhCN.detail.back}</LinkButton>
  );
  // A missing, unpublished or withdrawn item: the server answers 404 and search engines forget the page.
  usePageHead(state.kind === 'notFound' || state.kind === 'noId' ? { title: zhCN.detail.notFound, notFound: true } : undefined);
  if (state.kind === 'loading') return <Spin style={{ display: 'block', padding: 48 }} />;
  if (state.kind === 'noId') return <Result status="info" title={zhCN.detail.noId} extra={back} />;
  if (state.kind === 'notFound' || state.kind === 'failed') return <Result status="404" title={zhCN.detail.notFound} extra={back} />;
  return (
    <Card>
      {state.preview ? <Alert type="warning" showIcon title={zhCN.detail.previewNote} style={{ marginBottom: 16 }} /> : null}
      {children(state.item)}
    </Card>
  );
}
