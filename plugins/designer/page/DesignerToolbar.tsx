import { Button, Divider, Space, Tooltip } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BorderBottomOutlined,
  BorderTopOutlined,
  ClearOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  EyeOutlined,
  ExpandOutlined,
  AimOutlined,
  RedoOutlined,
  SaveOutlined,
  SendOutlined,
  UndoOutlined,
  UploadOutlined,
  VerticalAlignMiddleOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { zhCN } from '../zhCN.ts';
import type { ToolbarAvailability } from './ToolbarAvailability.ts';
import { zoomPercent } from './ZoomLevel.ts';

/** diagram-js' alignment names: 'center' lines centres up horizontally, 'middle' vertically. */
export type Alignment = 'left' | 'right' | 'top' | 'bottom' | 'center' | 'middle';

export interface ToolbarActions {
  undo(): void;
  redo(): void;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  resetView(): void;
  redraw(): void;
  align(alignment: Alignment): void;
  importXml(): void;
  exportXml(): void;
  previewXml(): void;
  save(): void;
  deploy(): void;
}

interface DesignerToolbarProps {
  availability: ToolbarAvailability;
  zoom: number;
  actions: ToolbarActions;
}

const ALIGNMENTS: Array<{ alignment: Alignment; label: string; icon: ReactNode }> = [
  { alignment: 'left', label: zhCN.toolbar.alignLeft, icon: <AlignLeftOutlined /> },
  { alignment: 'right', label: zhCN.toolbar.alignRight, icon: <AlignRightOutlined /> },
  { alignment: 'top', label: zhCN.toolbar.alignTop, icon: <BorderTopOutlined /> },
  { alignment: 'bottom', label: zhCN.toolbar.alignBottom, icon: <BorderBottomOutlined /> },
  { alignment: 'center', label: zhCN.toolbar.alignCenter, icon: <AlignCenterOutlined /> },
  { alignment: 'middle', label: zhCN.toolbar.alignMiddle, icon: <VerticalAlignMiddleOutlined /> },
];

function IconButton({ label, icon, disabled, onClick }: { label: string; icon: ReactNode; disabled: boolean; onClick(): void }) {
  return (
    <Tooltip title={label}>
      <Button aria-label={label} icon={icon} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/** The designer's toolbar (spec 002 §2.2, C1–C27). */
export function DesignerToolbar({ availability, zoom, actions }: DesignerToolbarProps) {
  const t = zhCN.toolbar;
  const canvas = !availability.canvas;
  return (
    <div className="rh-designer-toolbar" role="toolbar">
      <Space.Compact>
        <IconButton label={t.undo} icon={<UndoOutlined />} disabled={!availability.undo} onClick={actions.undo} />
        <IconButton label={t.redo} icon={<RedoOutlined />} disabled={!availability.redo} onClick={actions.redo} />
      </Space.Compact>
      <Space.Compact>
        <IconButton label={t.zoomOut} icon={<ZoomOutOutlined />} disabled={!availability.zoomOut} onClick={actions.zoomOut} />
        <Button className="rh-designer-zoom" disabled>
          {zoomPercent(zoom)}
        </Button>
        <IconButton label={t.zoomIn} icon={<ZoomInOutlined />} disabled={!availability.zoomIn} onClick={actions.zoomIn} />
        <IconButton label={t.fit} icon={<ExpandOutlined />} disabled={canvas} onClick={actions.fit} />
        <IconButton label={t.resetView} icon={<AimOutlined />} disabled={canvas} onClick={actions.resetView} />
      </Space.Compact>
      <Button icon={<ClearOutlined />} disabled={canvas} onClick={actions.redraw}>
        {t.redraw}
      </Button>
      <Space.Compact>
        {ALIGNMENTS.map(({ alignment, label, icon }) => (
          <IconButton key={alignment} label={label} icon={icon} disabled={canvas} onClick={() => actions.align(alignment)} />
        ))}
      </Space.Compact>
      <Divider orientation="vertical" />
      <Space.Compact>
        <Button icon={<UploadOutlined />} disabled={canvas} onClick={actions.importXml}>
          {t.importXml}
        </Button>
        <Button icon={<DownloadOutlined />} disabled={canvas} onClick={actions.exportXml}>
          {t.exportXml}
        </Button>
        <Button icon={<EyeOutlined />} disabled={canvas} onClick={actions.previewXml}>
          {t.previewXml}
        </Button>
      </Space.Compact>
      <Space style={{ marginLeft: 'auto' }}>
        <Button icon={<SaveOutlined />} disabled={!availability.save} onClick={actions.save}>
          {t.save}
        </Button>
        <Button type="primary" icon={availability.deploy ? <SendOutlined /> : <CloudUploadOutlined />} disabled={!availability.deploy} onClick={actions.deploy}>
          {t.deploy}
        </Button>
      </Space>
    </div>
  );
}
