import { useCallback } from 'react';
import { Flex, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { useAppOpener } from '../workbench/useAppOpener.ts';
import { useSubmoduleOpener } from '../workbench/useSubmoduleOpener.ts';
import type { AppInstance, Submodule } from '../workbench/WorkbenchApi.ts';
import { WorkbenchIcon } from '../workbench/WorkbenchIcon.tsx';
import { zhCN } from '../zhCN.ts';
import { HomeCard } from './HomeCard.tsx';

/** Two rows at 1366 px. */
const TILES_SHOWN = 12;

interface Tile {
  key: string;
  name: string;
  icon?: string | null;
  /** The workbench's colour seed, so a tile looks the same on both pages. */
  seed: number;
  description?: string | null;
  /** One of the two, opened as the workbench opens it. */
  app?: AppInstance;
  submodule?: Submodule;
}

/**
 * 常用应用: what the user starred on the workbench (commonUse of appIns/list and of the centre's
 * submodules), in the workbench's order; a click opens it as the workbench does (useAppOpener,
 * useSubmoduleOpener). 全部应用 goes to the workbench, where the stars are set.
 */
export function AppsCard() {
  const api = useService(ApiClientId);
  const openApp = useAppOpener();
  const openSubmodule = useSubmoduleOpener();
  // The workbench's 常用应用 shows starred applications, then starred processes and functions.
  const load = useCallback(async () => {
    const [apps, submodules] = await Promise.all([
      api.get('/application/appIns/list', { silent: true }),
      api.get('/application/submodule/centerList', { silent: true }),
    ]);
    const tiles: Tile[] = [
      ...(apps.data ?? []).filter((app) => app.commonUse).map((app) => ({ key: `app-${app.id}`, name: app.applicationName, icon: app.icon, seed: app.id, description: app.description, app })),
      ...(submodules.data ?? []).filter((s) => s.commonUse).map((s) => ({ key: `sub-${s.id}`, name: s.name, icon: s.icon, seed: s.id + 3, description: null, submodule: s })),
    ];
    return tiles.slice(0, TILES_SHOWN);
  }, [api]);
  const { data, loading, error, reload } = useAsyncData(load);
  const open = (tile: Tile) => {
    if (tile.app) void openApp(tile.app);
    else if (tile.submodule) openSubmodule(tile.submodule);
  };

  return (
    <HomeCard title={zhCN.home.cards.apps} more={{ to: '/workbench/index', label: zhCN.home.allApps }} data={data} loading={loading} error={error} reload={reload} empty={zhCN.home.appsEmpty}>
      {(tiles) => (
        <Flex wrap gap={8}>
          {tiles.map((tile) => (
            <Flex
              key={tile.key}
              vertical
              align="center"
              gap={6}
              role="button"
              tabIndex={0}
              aria-label={tile.name}
              title={tile.description ?? undefined}
              onClick={() => open(tile)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') open(tile);
              }}
              style={{ width: 76, padding: '8px 0', cursor: 'pointer', borderRadius: 8 }}
            >
              <WorkbenchIcon name={tile.icon} seed={tile.seed} />
              <Typography.Text ellipsis style={{ maxWidth: 72, fontSize: 13 }}>
                {tile.name}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </HomeCard>
  );
}
