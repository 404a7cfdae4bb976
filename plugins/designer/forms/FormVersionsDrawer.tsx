import { useCallback, useState } from 'react';
import { Button, Drawer, Table, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { FormSummary, FormVersionDetail, FormVersionSummary } from './FormDesignApi.ts';
import { FormPreviewModal } from './FormPreview.tsx';
import { zhCN } from './zhCN.ts';

export interface FormVersionsDrawerProps {
  /** The form whose versions show; null keeps the drawer closed. */
  form: FormSummary | null;
  onClose(): void;
}

const t = zhCN.versions;

/**
 * The kept versions of one form, newest first, each with the deployed processes pinned to it
 * (a process keeps the version it was deployed with); 查看 shows one read-only as staff see it.
 */
export function FormVersionsDrawer({ form, onClose }: FormVersionsDrawerProps) {
  return (
    <Drawer open={form !== null} title={form ? t.title(form.formName) : ''} size={720} onClose={onClose} destroyOnHidden>
      {form && <VersionTable form={form} />}
    </Drawer>
  );
}

function VersionTable({ form }: { form: FormSummary }) {
  const api = useService(ApiClientId);
  const loadVersions = useCallback(async () => (await api.get('/form/design/{id}/versions', { path: { id: form.id } })).data, [api, form.id]);
  const { data, loading } = useAsyncData(loadVersions);
  const [viewing, setViewing] = useState<FormVersionDetail | null>(null);

  const view = async (version: FormVersionSummary) => {
    const { data: detail } = await api.get('/form/design/{id}/versions/{version}', { path: { id: form.id, version: version.version } });
    setViewing(detail);
  };

  return (
    <>
      <Table<FormVersionSummary>
        rowKey="version"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: t.empty }}
        columns={[
          { dataIndex: 'version', title: t.version, width: 72, render: (version: number) => zhCN.list.version(version) },
          { dataIndex: 'createTime', title: t.savedAt, width: 170 },
          { dataIndex: 'createdBy', title: t.savedBy },
          {
            dataIndex: 'processes',
            title: t.processes,
            render: (processes: string[]) =>
              processes.length > 0 ? (
                processes.map((process) => <div key={process}>{process}</div>)
              ) : (
                <Typography.Text type="secondary">{t.unused}</Typography.Text>
              ),
          },
          {
            key: 'operation',
            title: t.operation,
            width: 72,
            render: (_value: unknown, version: FormVersionSummary) => (
              <Button type="link" size="small" onClick={() => void view(version).catch(() => undefined)}>
                {t.view}
              </Button>
            ),
          },
        ]}
      />
      <FormPreviewModal
        open={viewing !== null}
        title={viewing ? t.viewTitle(form.formName, viewing.version) : undefined}
        definition={viewing?.definition ?? { schemaVersion: 1, fields: [] }}
        readOnly
        onClose={() => setViewing(null)}
      />
    </>
  );
}
