import { useCallback, useMemo } from 'react';
import { Tag } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
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
import { succeeded, successMessage } from '../actions/ActionOutcome.ts';
import { zhCN } from '../zhCN.ts';
import type { DefinitionState, MonitoredDefinition } from './MonitorApi.ts';

const t = zhCN.monitor;

const SEARCH_ITEMS: SearchFormItem[] = [{ prop: 'processName', label: t.processName }];

const STATE_COLOURS: Record<DefinitionState, string> = { active: 'success', suspended: 'warning', retired: 'default' };

/**
 * 流程监控's 流程定义 (issue 22 §4): every deployed version of the company's processes with its
 * state and running instances; 挂起 and 激活 switch a version, 停用 retires it for good after a
 * confirmation that says so. After each the page loads again and the server's message shows.
 */
export function DefinitionList() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const { table, params, search } = useTableSearch<SearchValues>({});

  const request = useCallback(
    async (query: DataTableQuery) => {
      const page = (await api.get('/workflow/monitor/definitionPage', { query })).data;
      return { records: page.records, total: page.total };
    },
    [api],
  );

  const setState = useCallback(
    async (definition: MonitoredDefinition, state: DefinitionState) => {
      try {
        const answer = await api.post('/workflow/monitor/definitionState', { body: { procDefId: definition.procDefId, state } });
        if (succeeded(answer)) notifier.success(successMessage(answer, t.stateChanged));
      } catch {
        // The HTTP client showed the server's message; the page shows the version as it now is.
      }
      table.current?.reload();
    },
    [api, notifier, table],
  );

  const columns = useMemo<DataTableColumn<MonitoredDefinition>[]>(
    () => [
      { dataIndex: 'processName', title: t.processName },
      { dataIndex: 'processDefKey', title: t.key },
      { dataIndex: 'version', title: t.version, render: (version: number) => t.versionText(version) },
      { dataIndex: 'state', title: t.state, render: (state: DefinitionState) => <Tag color={STATE_COLOURS[state]}>{t.states[state] ?? state}</Tag> },
      { dataIndex: 'runningCount', title: t.runningCount },
      { dataIndex: 'deployedAt', title: t.deployedAt },
      { dataIndex: 'deployedBy', title: t.deployedBy },
      {
        dataIndex: 'operation',
        title: t.operation,
        render: (_value: unknown, definition: MonitoredDefinition) => (
          <RowActions
            actions={[
              { key: 'suspend', label: t.suspend, hidden: definition.state !== 'active', onClick: () => setState(definition, 'suspended') },
              { key: 'activate', label: t.activate, hidden: definition.state !== 'suspended', onClick: () => setState(definition, 'active') },
              {
                key: 'retire',
                label: t.retire,
                danger: true,
                hidden: definition.state === 'retired',
                confirm: t.retireConfirm(definition.processName, definition.version),
                onClick: () => setState(definition, 'retired'),
              },
            ]}
          />
        ),
      },
    ],
    [setState],
  );

  return (
    <>
      <SearchForm items={SEARCH_ITEMS} onSearch={search} />
      <DataTable<MonitoredDefinition> ref={table} tableKey="process-monitor-definitions" rowKey="procDefId" columns={columns} request={request} params={params} showIndex />
    </>
  );
}
