import { useCallback, useMemo, useState } from 'react';
import { Button, Result, Space } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { ManagementFrameId } from '../../../contracts/workbench/Administration.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useService, useSessionSnapshot, useWorkbench } from '../../../core/react/index.ts';
import { DataTable, RowActions, SearchForm, type DataTableColumn, type DataTableQuery, type SearchFormItem, type SearchValues, useTableSearch } from '../../../core/ui/index.ts';
import { isProcessAdministrator } from '../page/AdminGate.ts';
import { CopyFormDialog } from './CopyFormDialog.tsx';
import { formDesignerUrl, type FormSummary } from './FormDesignApi.ts';
import { downloadFormFile } from './FormFile.ts';
import { FormVersionsDrawer } from './FormVersionsDrawer.tsx';
import { ImportFormDialog } from './ImportFormDialog.tsx';
import { zhCN } from './zhCN.ts';

const t = zhCN.list;

const SEARCH_ITEMS: SearchFormItem[] = [{ prop: 'formName', label: t.keyword, layoutConfig: { placeholder: t.keywordPlaceholder } }];

/**
 * 表单管理 (/dev/activiti/form, issue 23): the current company's designed forms, admin-only as
 * 流程管理 is (the server refuses the calls to others).
 */
export function FormListPage() {
  const { userInfo } = useSessionSnapshot();
  const Frame = useWorkbench().getOptional(ManagementFrameId);
  if (!isProcessAdministrator(userInfo)) return userInfo ? <Result status="403" title="403" subTitle={zhCN.notAdmin} /> : <Navigate to="/login" replace />;
  return Frame ? (
    <Frame>
      <FormList />
    </Frame>
  ) : (
    <FormList />
  );
}

function FormList() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  const { table, params, search } = useTableSearch<SearchValues>({});
  const [versionsOf, setVersionsOf] = useState<FormSummary | null>(null);
  const [importing, setImporting] = useState(false);
  const [copying, setCopying] = useState<FormSummary | null>(null);

  const request = useCallback(
    async (query: DataTableQuery) => {
      const page = (await api.get('/form/design/page', { query })).data;
      return { records: page.records, total: page.total };
    },
    [api],
  );

  const remove = useCallback(
    async (form: FormSummary) => {
      // A 409 (a deployed process uses the form) is the server's message, shown by the client.
      await api.delete('/form/design/{id}', { path: { id: form.id } });
      notifier.success(t.deleted);
      table.current?.reload();
    },
    [api, notifier, table],
  );

  const exportJson = useCallback(
    async (form: FormSummary) => {
      const { data } = await api.get('/form/design/{id}/export', { path: { id: form.id } });
      downloadFormFile(data);
    },
    [api],
  );

  const columns = useMemo<DataTableColumn<FormSummary>[]>(
    () => [
      { dataIndex: 'formKey', title: t.key },
      { dataIndex: 'formName', title: t.name },
      { dataIndex: 'version', title: t.latestVersion, render: (version: number) => t.version(version) },
      { dataIndex: 'updateTime', title: t.updatedAt },
      { dataIndex: 'updatedBy', title: t.updatedBy },
      { dataIndex: 'createTime', title: t.createdAt },
      {
        dataIndex: 'operation',
        title: t.operation,
        render: (_value: unknown, row: FormSummary) => (
          <RowActions
            actions={[
              { key: 'edit', label: t.edit, onClick: () => navigate(formDesignerUrl(row.id)) },
              { key: 'versions', label: t.versions, onClick: () => setVersionsOf(row) },
              { key: 'copy', label: t.copy, onClick: () => setCopying(row) },
              { key: 'export', label: t.exportJson, onClick: () => exportJson(row).catch(ignoreShown) },
              { key: 'delete', label: t.delete, danger: true, confirm: t.deleteConfirm(row.formName), onClick: () => remove(row).catch(ignoreShown) },
            ]}
          />
        ),
      },
    ],
    [exportJson, navigate, remove],
  );

  return (
    <>
      <SearchForm items={SEARCH_ITEMS} onSearch={search} />
      <DataTable<FormSummary>
        ref={table}
        tableKey="designer-forms"
        rowKey="id"
        columns={columns}
        request={request}
        params={params}
        showIndex
        toolbar={
          <Space>
            <Button type="primary" onClick={() => navigate(formDesignerUrl())}>
              {t.create}
            </Button>
            <Button onClick={() => setImporting(true)}>{t.importJson}</Button>
          </Space>
        }
      />
      <FormVersionsDrawer form={versionsOf} onClose={() => setVersionsOf(null)} />
      <CopyFormDialog
        form={copying}
        onCancel={() => setCopying(null)}
        onCopied={() => {
          setCopying(null);
          table.current?.reload();
        }}
      />
      <ImportFormDialog
        open={importing}
        onCancel={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          table.current?.reload();
        }}
      />
    </>
  );
}

/** The HTTP client already showed the server's message (a 409 for a form in use, say). */
function ignoreShown(error: unknown): void {
  if (!(error instanceof HttpError)) throw error;
}
