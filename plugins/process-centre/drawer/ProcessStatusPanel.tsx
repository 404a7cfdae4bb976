import { Suspense, lazy, useCallback } from 'react';
import { Alert, Flex, Spin } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { HistoryTable } from '../history/HistoryTable.tsx';
import { zhCN } from '../zhCN.ts';

// bpmn-js is large: its code arrives only when someone opens a 流程状态 tab.
const DiagramStatusViewer = lazy(async () => ({ default: (await import('../diagram/DiagramStatusViewer.tsx')).DiagramStatusViewer }));

/** The 流程状态 tab: the diagram in its status colours above the history table. */
export function ProcessStatusPanel({ procInstId, procDefId }: { procInstId: string; procDefId: string }) {
  const api = useService(ApiClientId);
  const load = useCallback(
    async () => (await api.get('/workflow/history/diagram', { query: { procInstId, procDefId } })).data,
    [api, procInstId, procDefId],
  );
  const { data: diagram, loading } = useAsyncData(load);
  const waiting = <Spin tip={zhCN.diagram.loading}><div style={{ height: 120 }} /></Spin>;

  return (
    <Flex vertical gap={16}>
      {diagram ? (
        <Suspense fallback={waiting}>
          <DiagramStatusViewer diagram={diagram} />
        </Suspense>
      ) : loading ? (
        waiting
      ) : (
        <Alert type="error" showIcon title={zhCN.diagram.failed} />
      )}
      <HistoryTable procInstId={procInstId} />
    </Flex>
  );
}
