import { useCallback } from 'react';
import { Flex, Typography } from 'antd';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { useAppOpener } from '../workbench/useAppOpener.ts';
import { WorkbenchApi, type AppInstance } from '../workbench/WorkbenchApi.ts';
import { WorkbenchIcon } from '../workbench/WorkbenchIcon.tsx';
import { zhCN } from '../zhCN.ts';
import { HomeCard } from './HomeCard.tsx';

/** Two rows of four at 1366 px. */
const APPS_SHOWN = 8;

/**
 * 常用应用: the applications the user starred on the workbench (commonUse of appIns/list), in
 * the workbench's order; a click opens one as the workbench does (useAppOpener). 全部应用 goes
 * to the workbench, where the stars are set.
 */
export function AppsCard() {
  const http = useService(HttpClientId);
  const openApp = useAppOpener();
  const load = useCallback(async () => ((await http.get<AppInstance[]>(WorkbenchApi.apps, { silent: true })).data ?? []).filter((app) => app.commonUse).slice(0, APPS_SHOWN), [http]);
  const { data, loading, error, reload } = useAsyncData(load);

  return (
    <HomeCard title={zhCN.home.cards.apps} more={{ to: '/workbench/index', label: zhCN.home.allApps }} data={data} loading={loading} error={error} reload={reload} empty={zhCN.home.appsEmpty}>
      {(apps) => (
        <Flex wrap gap={8}>
          {apps.map((app) => (
            <Flex
              key={app.id}
              vertical
              align="center"
              gap={6}
              role="button"
              tabIndex={0}
              aria-label={app.applicationName}
              title={app.description ?? undefined}
              onClick={() => void openApp(app)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void openApp(app);
              }}
              style={{ width: 76, padding: '8px 0', cursor: 'pointer', borderRadius: 8 }}
            >
              <WorkbenchIcon name={app.icon} seed={app.id} />
              <Typography.Text ellipsis style={{ maxWidth: 72, fontSize: 13 }}>
                {app.applicationName}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </HomeCard>
  );
}
