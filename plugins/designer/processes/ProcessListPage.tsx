import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Result, Tag } from 'antd';
import { Navigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { ManagementFrameId } from '../../../contracts/workbench/Administration.ts';
import { useService, useSessionSnapshot, useWorkbench } from '../../../core/react/index.ts';
import {
  DataTable,
  RowActions,
  SearchForm,
  type DataTableColumn,
  type DataTableQuery,
  type SearchFormItem,
  type SearchValues,
  useTableSearch,
} from '../../../core/ui/index.ts';
import { DESIGNER_SAVED_MESSAGE, designerUrl, type DesignerSavedMessage, type NewProcessRequest, type ProcessSummary } from '../DesignerApi.ts';
import { isProcessAdministrator } from '../page/AdminGate.ts';
import { zhCN } from '../zhCN.ts';
import { NewProcessDialog } from './NewProcessDialog.tsx';
import { VersionsDrawer } from './VersionsDrawer.tsx';

const t = zhCN.processList;

const SEARCH_ITEMS: SearchFormItem[] = [{ prop: 'keyword', label: t.keyword, layoutConfig: { placeholder: t.keywordPlaceholder } }];

/**
 * 流程管理 (/dev/activiti/process, issue 10): the current company's processes, admin-only as the
 * designer is (the server refuses the calls to others).
 */
export function ProcessListPage() {
  const { userInfo } = useSessionSnapshot();
  // Inside the management area's frame when the administration plugin is mounted.
  const Frame = useWorkbench().getOptional(ManagementFrameId);
  if (!isProcessAdministrator(userInfo)) return userInfo ? <Result status="403" title="403" subTitle={t.notAdmin} /> : <Navigate to="/login" replace />;
  return Frame ? (
    <Frame>
      <ProcessList />
    </Frame>
  ) : (
    <ProcessList />
  );
}

/**
 * The list: search, 新建流程, and per process 编辑 (the draft when it is newer than the latest
 * version), 版本 with XML export, and 删除草稿. The designer opens in a window of its own and
 * tells this one when it saved (ronghe:designer-saved), which says so and reloads the list.
 */
function ProcessList() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const { table, params, search } = useTableSearch<SearchValues>({});
  const [creating, setCreating] = useState(false);
  const [versionsOf, setVersionsOf] = useState<ProcessSummary | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the designer of this site speaks for a save.
      if (event.origin !== window.location.origin) return;
      const message = event.data as Partial<DesignerSavedMessage> | null;
      if (message?.type !== DESIGNER_SAVED_MESSAGE) return;
      if (message.kind === 'save' || message.kind === 'deploy') notifier.success(t.designerSaved(message.processName ?? message.processDefinitionKey ?? '', message.kind));
      table.current?.reload();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [notifier, table]);

  const request = useCallback(async (query: DataTableQuery) => {
    const page = (await api.get('/workflow/processDef/page', { query })).data;
    return { records: page.records, total: page.total };
  }, [api]);

  const openDesigner = useCallback(
    (processDefinitionKey: string, processName: string, fromDraft: boolean) => {
      const opened = window.open(designerUrl(processDefinitionKey, processName, fromDraft), '_blank');
      if (!opened) notifier.warning(t.popupBlocked);
    },
    [notifier],
  );

  const created = (process: NewProcessRequest) => {
    setCreating(false);
    openDesigner(process.processDefinitionKey, process.processName, false);
  };

  const deleteDraft = useCallback(
    async (process: ProcessSummary) => {
      await api.post('/workflow/processDef/draft/delete', { body: { processDefinitionKey: process.processDefinitionKey } });
      notifier.success(t.draftDeleted);
      table.current?.reload();
    },
    [api, notifier, table],
  );

  const columns = useMemo<DataTableColumn<ProcessSummary>[]>(
    () => [
      { dataIndex: 'processDefinitionKey', title: t.key },
      {
        dataIndex: 'processName',
        title: t.name,
        render: (name: string, row: ProcessSummary) => (
          <>
            {name}
            {row.draftNewer && row.latestVersion !== null && (
              <Tag color="orange" style={{ marginLeft: 8 }}>
                {t.draftNewer}
              </Tag>
            )}
          </>
        ),
      },
      { dataIndex: 'latestVersion', title: t.latestVersion, render: (version: number | null) => (version === null ? t.notDeployed : t.version(version)) },
      { dataIndex: 'deployedAt', title: t.deployedAt },
      { dataIndex: 'deployedBy', title: t.deployedBy },
      { dataIndex: 'draftSavedAt', title: t.draftSavedAt },
      { dataIndex: 'draftSavedBy', title: t.draftSavedBy },
      {
        dataIndex: 'operation',
        title: t.operation,
        render: (_value: unknown, row: ProcessSummary) => (
          <RowActions
            actions={[
              { key: 'edit', label: t.edit, onClick: () => openDesigner(row.processDefinitionKey, row.processName, row.draftNewer) },
              { key: 'versions', label: t.versions, onClick: () => setVersionsOf(row), disabled: row.latestVersion === null },
              {
                key: 'deleteDraft',
                label: t.deleteDraft,
                danger: true,
                hidden: row.draftSavedAt === null,
                confirm: t.deleteDraftConfirm(row.processName),
                onClick: () => deleteDraft(row),
              },
            ]}
          />
        ),
      },
    ],
    [deleteDraft, openDesigner],
  );

  return (
    <>
      <SearchForm items={SEARCH_ITEMS} onSearch={search} />
      <DataTable<ProcessSummary>
        ref={table}
        tableKey="designer-processes"
        rowKey="processDefinitionKey"
        columns={columns}
        request={request}
        params={params}
        showIndex
        toolbar={
          <Button type="primary" onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        }
      />
      <NewProcessDialog open={creating} onCancel={() => setCreating(false)} onCreated={created} />
      <VersionsDrawer process={versionsOf} onClose={() => setVersionsOf(null)} />
    </>
  );
}
