import { useCallback, useMemo, useState } from 'react';
import { Button, Descriptions, Drawer, Result, Table, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { administersCurrentCompany } from '../../../contracts/workbench/PlatformAdminRole.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { DataTable, SearchForm, type DataTableColumn, type DataTableQuery, type SearchFormItem, type SearchValues, useTableSearch } from '../../../core/ui/index.ts';
import { ManagementFrame } from '../ManagementFrame.tsx';
import { zhCN } from '../zhCN.ts';
import type { AuditLogEntry } from './AuditLogApi.ts';

const t = zhCN.audit;

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const SEARCH_ITEMS: SearchFormItem[] = [
  { prop: 'time', label: t.time, layoutConfig: { type: 'dateRange' } },
  { prop: 'username', label: t.username, layoutConfig: { placeholder: t.usernamePlaceholder, maxLength: 64 } },
  { prop: 'subject', label: t.subject, layoutConfig: { type: 'select', options: optionsOf(t.subjects), showAll: true } },
  { prop: 'action', label: t.action, layoutConfig: { type: 'select', options: optionsOf(t.actions), showAll: true } },
  { prop: 'keyword', label: t.keyword, layoutConfig: { placeholder: t.keywordPlaceholder } },
];

/** The search form's values as the operation's query: the time range becomes beginTime and endTime. */
function queryOf(values: SearchValues): Record<string, unknown> {
  const { time, ...rest } = values as SearchValues & { time?: [string, string] };
  return time ? { ...rest, beginTime: time[0], endTime: time[1] } : rest;
}


const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/**
 * 管理后台 › 审计日志 (issue 13): logins and administrative changes, newest first, searched by
 * time, account, subject, action and summary; a row's 详情 shows its changes field by field,
 * its address and browser. The server decides what the reader may see (the company's entries,
 * or all for role 3); this page only shows it.
 */
export function AuditLogPage() {
  const { userInfo } = useSessionSnapshot();
  if (!administersCurrentCompany(userInfo)) return <Result status="403" title="403" subTitle={zhCN.forbidden} />;
  return (
    <ManagementFrame>
      <AuditLog />
    </ManagementFrame>
  );
}

function AuditLog() {
  const api = useService(ApiClientId);
  const { table, params, search } = useTableSearch<Record<string, unknown>>({});
  const [shown, setShown] = useState<AuditLogEntry | null>(null);

  const request = useCallback(
    async (query: DataTableQuery) => {
      const page = (await api.get('/admin/audit/page', { query })).data;
      return { records: page.records, total: page.total };
    },
    [api],
  );

  const columns = useMemo<DataTableColumn<AuditLogEntry>[]>(
    () => [
      { dataIndex: 'happenedAt', title: t.time },
      { dataIndex: 'username', title: t.username },
      { dataIndex: 'subject', title: t.subject, render: (subject: string) => labelOf(t.subjects, subject) },
      { dataIndex: 'action', title: t.action, render: (action: string) => labelOf(t.actions, action) },
      { dataIndex: 'summary', title: t.summary },
      { dataIndex: 'address', title: t.address },
      {
        dataIndex: 'operation',
        title: t.operation,
        render: (_value: unknown, row: AuditLogEntry) => (
          <Button type="link" size="small" onClick={() => setShown(row)}>
            {t.details}
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <SearchForm items={SEARCH_ITEMS} collapsible={false} onSearch={(values) => search(queryOf(values))} />
      <DataTable<AuditLogEntry> ref={table} tableKey="administration-audit" rowKey="id" columns={columns} request={request} params={params} showIndex />
      <AuditEntryDrawer entry={shown} onClose={() => setShown(null)} />
    </>
  );
}

function AuditEntryDrawer({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  return (
    <Drawer open={entry !== null} onClose={onClose} title={t.detailsTitle} size="large">
      {entry && (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'time', label: t.time, children: entry.happenedAt },
              { key: 'username', label: t.username, children: entry.username },
              { key: 'subject', label: t.subject, children: labelOf(t.subjects, entry.subject) },
              { key: 'subjectId', label: t.subjectId, children: entry.subjectId },
              { key: 'action', label: t.action, children: labelOf(t.actions, entry.action) },
              { key: 'summary', label: t.summary, children: entry.summary },
              { key: 'address', label: t.address, children: entry.address },
              { key: 'userAgent', label: t.userAgent, children: entry.userAgent || t.none },
            ]}
          />
          <Typography.Title level={5}>{t.changes}</Typography.Title>
          <Table
            size="small"
            rowKey="field"
            pagination={false}
            dataSource={entry.changes}
            locale={{ emptyText: t.noChanges }}
            columns={[
              { dataIndex: 'field', title: t.field },
              { dataIndex: 'from', title: t.from, render: (value: string | null) => value ?? t.none },
              { dataIndex: 'to', title: t.to, render: (value: string | null) => value ?? t.none },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
