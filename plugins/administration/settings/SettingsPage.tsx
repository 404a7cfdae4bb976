import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, Result, Spin, Tabs } from 'antd';
import { Navigate } from 'react-router';
import { ManagementFrameId, canManage } from '../../../contracts/workbench/Administration.ts';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService, useSessionSnapshot, useWorkbench } from '../../../core/react/index.ts';
import { zhCN as adminTexts } from '../zhCN.ts';
import { zhCN } from './zhCN.ts';
import { DictionaryPanel } from './DictionaryPanel.tsx';
import { PlatformSettingsForm } from './PlatformSettingsForm.tsx';
import { holdsPlatformAdminRole } from '../../../contracts/workbench/PlatformAdminRole.ts';
import type { AdminSettings } from './SettingsApi.ts';

const t = zhCN;

/** 管理后台 › 系统设置 (issue 13): the platform settings, password validity, upload limit and dictionaries. */
export function SettingsPage() {
  const { userInfo } = useSessionSnapshot();
  const Frame = useWorkbench().get(ManagementFrameId);
  if (!userInfo) return <Navigate to="/login" replace />;
  if (!canManage(userInfo)) return <Result status="403" title="403" subTitle={adminTexts.forbidden} />;
  return (
    <Frame>
      <Settings editable={holdsPlatformAdminRole(userInfo.roles)} />
    </Frame>
  );
}

function Settings({ editable }: { editable: boolean }) {
  const api = useService(ApiClientId);
  const [settings, setSettings] = useState<AdminSettings | null>(null);

  const load = useCallback(async () => {
    try {
      setSettings((await api.get('/admin/enterpriseSetting/admin')).data);
    } catch {
      // The HTTP client showed why.
    }
  }, [api]);
  useEffect(() => void load(), [load]);

  return (
    <Card title={t.title}>
      {editable ? null : <Alert type="info" showIcon message={t.platformOnly} style={{ marginBottom: 16 }} />}
      {settings === null ? (
        <Spin />
      ) : (
        <Tabs
          items={[
            { key: 'platform', label: t.tabs.platform, children: <PlatformSettingsForm section="platform" settings={settings} editable={editable} onSaved={setSettings} /> },
            { key: 'policy', label: t.tabs.policy, children: <PlatformSettingsForm section="policy" settings={settings} editable={editable} onSaved={setSettings} /> },
            { key: 'dict', label: t.tabs.dict, children: <DictionaryPanel editable={editable} /> },
          ]}
        />
      )}
    </Card>
  );
}
