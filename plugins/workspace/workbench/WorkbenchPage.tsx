import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Card, Col, Empty, Flex, Input, Row, Skeleton, Typography } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { SortableTileGrid } from './SortableTileGrid.tsx';
import { TileOrder, type TileGroup } from './TileOrder.ts';
import { useAppOpener } from './useAppOpener.ts';
import { useSubmoduleOpener } from './useSubmoduleOpener.ts';
import type { AppInstance, Submodule } from './WorkbenchApi.ts';
import { WorkbenchTile } from './WorkbenchTile.tsx';

const order = new TileOrder(zhCN.workbench.ungrouped);
const appKey = (id: number) => `app-${id}`;
const submoduleKey = (id: number) => `sub-${id}`;
const idOf = (key: string) => Number(key.slice(key.indexOf('-') + 1));

/** Part 1 §9: search text is at most 100 characters. */
const SEARCH_MAX = 100;

/**
 * /workbench/index (工作台): 常用应用 first, then the company's applications by group, the
 * processes to start (发起流程) by group and the process centre's entries. A search narrows all
 * of them by name; the star marks a tile common; a drag reorders a group, kept on the server
 * for this user. An application opens its route, or its outside address in a new tab; a
 * process opens the start drawer the process centre offers (TaskDrawerOpener).
 */
export function WorkbenchPage() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);

  const loadApps = useCallback(async () => (await api.get('/application/appIns/list')).data ?? [], [api]);
  const loadSubmodules = useCallback(async () => (await api.get('/application/submodule/centerList')).data ?? [], [api]);
  const appsData = useAsyncData(loadApps);
  const submodulesData = useAsyncData(loadSubmodules);
  // Shown lists, changed at once by a mark or a drag and put right by a reload when the server refuses.
  const [changedApps, setApps] = useState<AppInstance[] | undefined>();
  const [changedSubmodules, setSubmodules] = useState<Submodule[] | undefined>();
  useEffect(() => setApps(undefined), [appsData.data]);
  useEffect(() => setSubmodules(undefined), [submodulesData.data]);
  const apps = changedApps ?? appsData.data;
  const submodules = changedSubmodules ?? submodulesData.data;
  const [keyword, setKeyword] = useState('');
  const needle = keyword.trim().toLowerCase();
  const searching = needle.length > 0;

  const shownApps = useMemo(() => (apps ?? []).filter((app) => app.applicationName.toLowerCase().includes(needle)), [apps, needle]);
  const shownSubmodules = useMemo(() => (submodules ?? []).filter((s) => s.name.toLowerCase().includes(needle)), [submodules, needle]);
  const processes = shownSubmodules.filter((s) => s.procDefKey);
  const functions = shownSubmodules.filter((s) => !s.procDefKey);

  const openApp = useAppOpener();

  const openSubmodule = useSubmoduleOpener();

  const markApp = async (app: AppInstance) => {
    const commonUse = !app.commonUse;
    setApps(apps?.map((a) => (a.id === app.id ? { ...a, commonUse } : a)));
    try {
      await api.post('/application/appCommonUse', { body: { appinsId: app.id, commonUse } });
      notifier.success(commonUse ? zhCN.workbench.marked : zhCN.workbench.unmarked);
    } catch {
      // The client has shown why; the server's lists are the truth again.
      setApps(undefined);
      appsData.reload();
    }
  };

  const markSubmodule = async (submodule: Submodule) => {
    const commonUse = !submodule.commonUse;
    setSubmodules(submodules?.map((s) => (s.id === submodule.id ? { ...s, commonUse } : s)));
    try {
      await api.post('/application/appCommonUse/submodule', { body: { submoduleId: submodule.id, commonUse } });
      notifier.success(commonUse ? zhCN.workbench.marked : zhCN.workbench.unmarked);
    } catch {
      setSubmodules(undefined);
      submodulesData.reload();
    }
  };

  const moveApp = async (activeKey: string, overKey: string) => {
    const next = apps && order.moved(apps, idOf(activeKey), idOf(overKey));
    if (!next) return;
    setApps(next);
    try {
      await api.post('/application/appIns/changeSort', { body: { ids: next.map((app) => app.id) } });
    } catch {
      // The client has shown why; the server's lists are the truth again.
      setApps(undefined);
      appsData.reload();
    }
  };

  const moveSubmodule = async (activeKey: string, overKey: string) => {
    const next = submodules && order.moved(submodules, idOf(activeKey), idOf(overKey));
    if (!next) return;
    setSubmodules(next);
    try {
      await api.post('/application/submodule/changeSort', { body: { ids: next.map((s) => s.id) } });
    } catch {
      setSubmodules(undefined);
      submodulesData.reload();
    }
  };

  const appTile = (app: AppInstance, sortable: boolean) => (
    <WorkbenchTile
      key={appKey(app.id)}
      dragId={sortable ? appKey(app.id) : `common-${appKey(app.id)}`}
      name={app.applicationName}
      icon={app.icon}
      seed={app.id}
      description={app.description}
      commonUse={app.commonUse}
      external={app.linkType === '1'}
      sortable={sortable}
      onOpen={() => void openApp(app)}
      onToggleCommonUse={() => void markApp(app)}
    />
  );
  const submoduleTile = (submodule: Submodule, sortable: boolean) => (
    <WorkbenchTile
      key={submoduleKey(submodule.id)}
      dragId={sortable ? submoduleKey(submodule.id) : `common-${submoduleKey(submodule.id)}`}
      name={submodule.name}
      icon={submodule.icon}
      seed={submodule.id + 3}
      commonUse={submodule.commonUse}
      sortable={sortable}
      onOpen={() => openSubmodule(submodule)}
      onToggleCommonUse={() => void markSubmodule(submodule)}
    />
  );

  const firstLoad = (!apps && appsData.loading) || (!submodules && submodulesData.loading);
  const common = [...shownApps.filter((app) => app.commonUse).map((app) => appTile(app, false)), ...shownSubmodules.filter((s) => s.commonUse).map((s) => submoduleTile(s, false))];
  const nothingFound = searching && shownApps.length === 0 && shownSubmodules.length === 0;

  return (
    <div style={{ paddingBottom: 24 }}>
      <Flex align="center" justify="space-between" gap={16} style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {zhCN.workbench.title}
        </Typography.Title>
        <Input.Search
          allowClear
          aria-label={zhCN.workbench.search}
          placeholder={zhCN.workbench.search}
          maxLength={SEARCH_MAX}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ width: 280 }}
        />
      </Flex>
      {firstLoad ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : nothingFound ? (
        <Card>
          <Empty description={zhCN.workbench.noMatch(keyword.trim())} />
        </Card>
      ) : (
        // Two columns from 1200 px on, so 发起流程 is in sight without scrolling at 1366×768.
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Flex vertical gap={16}>
              <Section title={zhCN.workbench.commonUse}>
                {common.length > 0 ? (
                  <SortableTileGrid ids={[]} onMove={() => undefined}>
                    {common}
                  </SortableTileGrid>
                ) : (
                  <Typography.Text type="secondary">
                    <StarOutlined style={{ marginRight: 6 }} />
                    {zhCN.workbench.commonUseEmpty}
                  </Typography.Text>
                )}
              </Section>
              <Section title={zhCN.workbench.apps} extra={searching ? undefined : zhCN.workbench.dragHint}>
                <Groups groups={order.groups(shownApps)} empty={zhCN.workbench.appsEmpty} keyOf={(app) => appKey(app.id)} onMove={moveApp} sortable={!searching}>
                  {(app) => appTile(app, !searching)}
                </Groups>
              </Section>
            </Flex>
          </Col>
          <Col xs={24} xl={8}>
            <Flex vertical gap={16}>
              <Section title={zhCN.workbench.processes}>
                <Groups groups={order.groups(processes)} empty={zhCN.workbench.processesEmpty} keyOf={(s) => submoduleKey(s.id)} onMove={moveSubmodule} sortable={!searching}>
                  {(s) => submoduleTile(s, !searching)}
                </Groups>
              </Section>
              {functions.length > 0 && (
                <Section title={zhCN.workbench.functions}>
                  <SortableTileGrid ids={searching ? [] : functions.map((s) => submoduleKey(s.id))} onMove={moveSubmodule}>
                    {functions.map((s) => submoduleTile(s, !searching))}
                  </SortableTileGrid>
                </Section>
              )}
            </Flex>
          </Col>
        </Row>
      )}
    </div>
  );
}

function Section({ title, extra, children }: { title: string; extra?: string; children: ReactNode }) {
  return (
    <Card
      title={title}
      extra={extra && <Typography.Text type="secondary">{extra}</Typography.Text>}
      styles={{ body: { padding: '12px 16px 16px' }, header: { padding: '0 16px' } }}
      // The card's title names the region for screen readers and tests alike.
      role="region"
      aria-label={title}
    >
      {children}
    </Card>
  );
}

interface GroupsProps<T> {
  groups: TileGroup<T>[];
  empty: string;
  keyOf(item: T): string;
  onMove(activeKey: string, overKey: string): void;
  sortable: boolean;
  children(item: T): ReactNode;
}

function Groups<T>({ groups, empty, keyOf, onMove, sortable, children }: GroupsProps<T>) {
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Flex vertical gap={16}>
      {groups.map((group) => (
        <div key={group.name} role="group" aria-label={group.name}>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {group.name}
          </Typography.Text>
          <SortableTileGrid ids={sortable ? group.items.map(keyOf) : []} onMove={onMove}>
            {group.items.map(children)}
          </SortableTileGrid>
        </div>
      ))}
    </Flex>
  );
}
