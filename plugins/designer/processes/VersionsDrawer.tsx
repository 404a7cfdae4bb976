import { useCallback } from 'react';
import { Button, Drawer, Table, Tag } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { ProcessSummary, ProcessVersion } from '../DesignerApi.ts';
import { downloadXml } from '../XmlDownload.ts';
import { zhCN } from '../zhCN.ts';

export interface VersionsDrawerProps {
  /** The process whose versions show; null keeps the drawer closed. */
  process: ProcessSummary | null;
  onClose(): void;
}

const t = zhCN.versions;

const STATE_COLOURS: Record<NonNullable<ProcessVersion['state']>, string> = { active: 'success', suspended: 'warning', retired: 'default' };

/** The deployed versions of one process, newest first, each exportable as `<name>_v<version>.xml`. */
export function VersionsDrawer({ process, onClose }: VersionsDrawerProps) {
  return (
    <Drawer open={process !== null} title={process ? t.title(process.processName) : ''} size={720} onClose={onClose} destroyOnHidden>
      {process && <VersionTable processDefinitionKey={process.processDefinitionKey} />}
    </Drawer>
  );
}

function VersionTable({ processDefinitionKey }: { processDefinitionKey: string }) {
  const api = useService(ApiClientId);
  const loadVersions = useCallback(
    async () => (await api.get('/workflow/processDef/versions', { query: { processDefKey: processDefinitionKey } })).data,
    [api, processDefinitionKey],
  );
  const { data, loading } = useAsyncData(loadVersions);

  const exportXml = async (version: ProcessVersion) => {
    const { data: definition } = await api.get('/workflow/processDef', { query: { processDefKey: processDefinitionKey, version: version.version } });
    downloadXml(t.fileName(version.processName, version.version), definition.bpmnData);
  };

  return (
    <Table<ProcessVersion>
      rowKey="procDefId"
      loading={loading}
      dataSource={data ?? []}
      pagination={false}
      locale={{ emptyText: t.empty }}
      columns={[
        { dataIndex: 'version', title: t.version, width: 80, render: (version: number) => zhCN.processList.version(version) },
        { dataIndex: 'processName', title: t.name },
        { dataIndex: 'deployedAt', title: t.deployedAt },
        { dataIndex: 'deployedBy', title: t.deployedBy },
        {
          dataIndex: 'state',
          title: t.state,
          render: (state: ProcessVersion['state']) => (state ? <Tag color={STATE_COLOURS[state]}>{t.states[state] ?? state}</Tag> : null),
        },
        {
          key: 'operation',
          title: t.operation,
          render: (_value: unknown, version: ProcessVersion) => (
            <Button type="link" size="small" onClick={() => void exportXml(version)}>
              {t.exportXml}
            </Button>
          ),
        },
      ]}
    />
  );
}
