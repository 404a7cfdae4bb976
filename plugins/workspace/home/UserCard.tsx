import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NavigatorId } from '../../../contracts/workbench/Http.ts';
import { MANAGEMENT_PATH, holdsManagementPermission } from '../../../contracts/workbench/Administration.ts';
import { administersCurrentCompany } from '../../../contracts/workbench/PlatformAdminRole.ts';
import { AdminEntryContributions } from '../../../contracts/workbench/Workspace.ts';
import { SessionStoreId, type UserInfo } from '../../../contracts/workbench/Session.ts';
import { useAsyncData, useContributions, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { CurrentDoorId, type Door } from './CurrentDoor.ts';
import { DoorNameDialog } from './DoorNameDialog.tsx';
import { AvatarLink } from '../../../contracts/workbench/AvatarLink.ts';
import { LOCK_PATH, ScreenLockId } from '../../../contracts/workbench/Accounts.ts';
import { zhCN } from '../zhCN.ts';

/**
 * The admin back-end entry shows when the current company is the one the user administers, or roles
 * include the platform administrators' (part 1 §6), or a role of the company gives a management
 * permission (issue 22 §2).
 */
function isAdministrator(info: UserInfo | null): boolean {
  if (!info) return false;
  return administersCurrentCompany(info) || holdsManagementPermission(info);
}

/**
 * The signed-in user's name and avatar, with the admin entry, the personal centre, 切换门户 (the
 * personal portals, loaded when the card opens), 新建门户, 重命名门户 (for a current portal the
 * user made), 配置门户 (on the home page) and logout.
 */
export function UserCard() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const navigator = useService(NavigatorId);
  const navigate = useNavigate();
  const location = useLocation();
  const screenLock = useService(ScreenLockId);
  const { modal, message } = App.useApp();
  const { userInfo, accessToken } = useSessionSnapshot();
  const admin = isAdministrator(userInfo);
  const loadBackend = useCallback(
    async () => (admin ? (await api.get('/admin/jump/backed')).data : undefined),
    [api, admin],
  );
  const { data: backendUrl } = useAsyncData(loadBackend);
  const contributed = useContributions(AdminEntryContributions);
  const adminEntries = useMemo(() => (admin ? [...contributed].sort((a, b) => a.order - b.order) : []), [admin, contributed]);

  const currentDoor = useService(CurrentDoorId);
  const [doors, setDoors] = useState<Door[]>([]);
  const loadDoors = useCallback(
    (open: boolean) => {
      // No portals listed is no reason to bother the user: the entry just stays empty.
      if (open) currentDoor.list().then(setDoors, () => setDoors([]));
      // Off the home page the current portal may not be loaded yet: 重命名门户 depends on it.
      if (open && currentDoor.state.door === undefined) void currentDoor.load();
    },
    [currentDoor],
  );
  // Loaded before the first open too, so the rows do not shift under a click as they arrive.
  useEffect(() => loadDoors(true), [loadDoors]);
  const [naming, setNaming] = useState<'create' | 'rename' | null>(null);
  const { door: current } = useSyncExternalStore(
    (listener) => currentDoor.subscribe(listener),
    () => currentDoor.state,
  );
  const createDoor = async (name: string) => {
    await currentDoor.create(name);
    setNaming(null);
    void message.success(zhCN.home.door.created(name));
    navigate('/homepage/index');
  };
  const renameDoor = async (name: string) => {
    if (!current) return;
    await currentDoor.rename(current, name);
    setNaming(null);
    void message.success(zhCN.home.door.renamed);
  };
  const switchDoor = async (id: number) => {
    try {
      await currentDoor.change(id);
      void message.success(zhCN.home.door.switched);
      navigate('/homepage/index');
    } catch {
      // The client has shown the server's message.
    }
  };

  const confirmLogout = () => {
    modal.confirm({
      title: zhCN.userCard.logoutTitle,
      content: zhCN.userCard.logoutContent,
      okText: zhCN.confirm,
      cancelText: zhCN.cancel,
      onOk: async () => {
        try {
          await session.logout();
        } finally {
          // Local storage is cleared even when the server call fails; the user leaves either way.
          navigator.go('/');
        }
      },
    });
  };

  // The back end is the in-app management area (a path) unless an outside one is configured.
  const inApp = (url: string) => url.startsWith('/') && !url.startsWith('//');
  const items: MenuProps['items'] = [
    // Listed from the start, so the rows below do not move when the address arrives.
    ...(admin
      ? [{ key: 'admin', label: backendUrl && !inApp(backendUrl) ? <a href={backendUrl} target="_blank" rel="noreferrer">{zhCN.userCard.adminEntry}</a> : zhCN.userCard.adminEntry }]
      : []),
    // 系统管理 for team administrators (part 1 §6) opens the same management area.
    ...(userInfo?.ifTeamAdmin ? [{ key: 'system', label: zhCN.userCard.systemEntry }] : []),
    // Other plugins' admin pages (AdminEntryContributions), e.g. the designer's 流程管理.
    ...adminEntries.map((entry) => ({ key: `admin-entry:${entry.path}`, label: entry.label })),
    { key: 'personal', label: zhCN.userCard.personalCentre },
    ...(doors.length > 0
      ? [
          {
            key: 'doors',
            label: zhCN.home.door.switch,
            children: doors.map((door) => ({ key: `door:${door.id}`, label: door.doorName })),
          },
        ]
      : []),
    { key: 'createDoor', label: zhCN.home.door.create },
    // A shared portal's name is everyone's: only one the user made can be renamed.
    ...(current?.own ? [{ key: 'renameDoor', label: zhCN.home.door.rename }] : []),
    ...(doors.length > 0 ? [{ key: 'configDoor', label: zhCN.home.door.configure }] : []),
    { type: 'divider' as const },
    { key: 'lock', label: zhCN.userCard.lock },
    { key: 'logout', label: zhCN.userCard.logout },
  ];

  const openBackend = async () => {
    // A click before the address arrived asks for it; an outside back end opened then is a new window.
    // No address configured: the in-app management area, which every deployment has.
    const url = (backendUrl ?? (await loadBackend())) || MANAGEMENT_PATH;
    if (inApp(url)) navigate(url);
    else if (backendUrl === undefined) window.open(url, '_blank', 'noreferrer');
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'personal') navigate('/user/info?tab=user');
    if (key === 'admin') void openBackend();
    if (key === 'system') navigate(MANAGEMENT_PATH);
    const entry = adminEntries.find((candidate) => `admin-entry:${candidate.path}` === key);
    if (entry) navigate(entry.path);
    if (key === 'logout') confirmLogout();
    if (key === 'lock' && userInfo) {
      screenLock.lock(userInfo.sysUser.userId, `${location.pathname}${location.search}`);
      navigate(LOCK_PATH);
    }
    if (key.startsWith('door:')) void switchDoor(Number(key.slice('door:'.length)));
    if (key === 'createDoor') setNaming('create');
    if (key === 'renameDoor') setNaming('rename');
    if (key === 'configDoor') {
      // The dialog lives on the home page, which shows the cards it configures.
      navigate('/homepage/index');
      currentDoor.configure(true);
    }
  };

  const name = userInfo?.sysUser.chineseName || userInfo?.sysUser.username || '';
  const renaming = naming === 'rename' && current ? current : null;
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick, selectedKeys: current ? [`door:${current.id}`] : [] }} onOpenChange={loadDoors}>
        <Button type="text" style={{ height: 48, display: 'flex', alignItems: 'center', gap: 8 }}>
          <Avatar size={32} src={AvatarLink.of(userInfo?.sysUser.avatar, accessToken)} alt={zhCN.personal.avatar} icon={<UserOutlined />} data-testid="user-card-avatar" />
          <span>{name}</span>
        </Button>
      </Dropdown>
      <DoorNameDialog
        title={renaming ? zhCN.home.door.renameTitle : zhCN.home.door.createTitle}
        open={naming === 'create' || renaming !== null}
        initial={renaming?.doorName ?? ''}
        takenNames={doors.filter((door) => door.id !== renaming?.id).map((door) => door.doorName)}
        onCancel={() => setNaming(null)}
        onSubmit={renaming ? renameDoor : createDoor}
      />
    </>
  );
}
