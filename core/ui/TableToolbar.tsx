import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { NotifierId } from '../../contracts/workbench/Http.ts';
import { useService } from '../react/useService.ts';
import { DensitySwitch, type TableDensity } from './DensitySwitch.tsx';
import { FullscreenToggle } from './FullscreenToggle.tsx';
import { zhCN } from './zhCN.ts';

export interface TableToolbarProps {
  /** The page's own content on the left: a title, 新增 and batch buttons. */
  children?: ReactNode;
  onRefresh?: () => void;
  density: TableDensity;
  onDensityChange(density: TableDensity): void;
  fullscreenTarget(): HTMLElement | null;
  /** The column-settings trigger. */
  columnSettings: ReactNode;
}

/** Above the table: the page's buttons on the left; refresh, density, fullscreen and columns on the right. */
export function TableToolbar({ children, onRefresh, density, onDensityChange, fullscreenTarget, columnSettings }: TableToolbarProps) {
  const notifier = useService(NotifierId);
  const refresh = () => {
    if (onRefresh) onRefresh();
    else notifier.warning(zhCN.table.refreshMissing);
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
      <Space wrap>{children}</Space>
      <Space size={0}>
        <Tooltip title={zhCN.table.refresh}>
          <Button type="text" icon={<ReloadOutlined />} aria-label={zhCN.table.refresh} onClick={refresh} />
        </Tooltip>
        <DensitySwitch value={density} onChange={onDensityChange} />
        <FullscreenToggle target={fullscreenTarget} />
        {columnSettings}
      </Space>
    </div>
  );
}
