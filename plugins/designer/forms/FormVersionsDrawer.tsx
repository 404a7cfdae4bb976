import { useCallback, useState } from 'react';
import { Button, Drawer, Table } from 'antd';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { FormDesignApi, type DesignedFormDetail, type DesignedFormSummary, type DesignedFormVersion } from './FormDesignApi.ts';
import { FormPreviewModal } from './FormPreview.tsx';
import { zhCN } from './zhCN.ts';

export interface FormVersionsDrawerProps {
  /** The form whose versions show; null keeps the drawer closed. */
  form: DesignedFormSummary | null;
  onClose(): void;
}

const t = zhCN.versions;

/** The saved versions of one form, newest first; 查看 shows one read-only as staff would see it. */
export function FormVersionsDrawer({ form, onClose }: FormVersionsDrawerProps) {
  return (
    <Drawer open={form !== null} title={form ? t.title(form.name) : ''} size={640} onClose={onClose} destroyOnHidden>
      {form && <VersionTable formId={form.id} />}
    </Drawer>
  );
}

function VersionTable({ formId }: { formId: number }) {
  const http = useService(HttpClientId);
  const loadVersions = useCallback(async () => (await http.get<DesignedFormVersion[]>(FormDesignApi.versions(formId))).data, [http, formId]);
  const { data, loading } = useAsyncData(loadVersions);
  const [viewing, setViewing] = useState<DesignedFormDetail | null>(null);

  const view = async (version: DesignedFormVersion) => {
    const { data: detail } = await http.get<DesignedFormDetail>(FormDesignApi.version(formId, version.version));
    setViewing(detail);
  };

  return (
    <>
      <Table<DesignedFormVersion>
        rowKey="version"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: t.empty }}
        columns={[
          { dataIndex: 'version', title: t.version, width: 80, render: (version: number) => zhCN.list.version(version) },
          { dataIndex: 'name', title: t.name },
          { dataIndex: 'savedAt', title: t.savedAt },
          { dataIndex: 'savedBy', title: t.savedBy },
          {
            key: 'operation',
            title: t.operation,
            render: (_value: unknown, version: DesignedFormVersion) => (
              <Button type="link" size="small" onClick={() => void view(version).catch(() => undefined)}>
                {t.view}
              </Button>
            ),
          },
        ]}
      />
      <FormPreviewModal open={viewing !== null} title={viewing ? t.viewTitle(viewing.name, viewing.version) : undefined} definition={viewing?.definition ?? { schemaVersion: 1, fields: [] }} readOnly onClose={() => setViewing(null)} />
    </>
  );
}
