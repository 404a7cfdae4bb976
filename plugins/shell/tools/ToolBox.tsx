import type { CSSProperties, ReactNode } from 'react';
import { Button, Popover } from 'antd';
import { CommentOutlined, InfoCircleOutlined, LeftOutlined, QrcodeOutlined, RightOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { zhCN } from '../zhCN.ts';
import { useAppDownloadQrcode } from './useAppDownloadQrcode.ts';
import { useScrolledPast } from './useScrolledPast.ts';
import { DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/** The column's width; the main layout widens the content's right margin by it while unfolded. */
export const TOOL_BOX_WIDTH = 64;
/** Below antd's drawers and modals (1000): an open task drawer's footer buttons stay on top of the box. */
export const TOOL_BOX_Z_INDEX = 900;
/** Part 1 §2: 回到顶部 appears after 100 px of scrolling. */
export const BACK_TO_TOP_OFFSET = 100;

const column: CSSProperties = {
  position: 'fixed',
  right: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: TOOL_BOX_Z_INDEX,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  background: '#fff',
  boxShadow: '0 2px 8px rgba(0, 21, 41, 0.12)',
  borderRadius: '8px 0 0 8px',
};

const entryStyle: CSSProperties = {
  width: TOOL_BOX_WIDTH,
  height: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontSize: 12,
  borderRadius: 0,
};

const iconStyle: CSSProperties = { fontSize: 18 };

function Entry({ icon, label, ...rest }: { icon: ReactNode; label: string; onClick?: () => void; href?: string; target?: string; rel?: string }) {
  return (
    <Button type="text" style={entryStyle} icon={icon} {...rest}>
      {label}
    </Button>
  );
}

export interface ToolBoxProps {
  /** Whether instant messaging is configured (IM_URL): 即时通讯 shows only then. */
  imConfigured: boolean;
  folded: boolean;
  onFoldedChange: (folded: boolean) => void;
}

/**
 * The right tool box of the main layout (part 1 §2): 扫码下载 when an app-download QR is
 * configured, 即时通讯 when IM is, 产品介绍 and, after 100 px of scrolling, 回到顶部. Folded it
 * is only a small handle at the right edge, inside the content's own margin.
 */
export function ToolBox({ imConfigured, folded, onFoldedChange }: ToolBoxProps) {
  const qrcode = useAppDownloadQrcode();
  const scrolled = useScrolledPast(BACK_TO_TOP_OFFSET);
  const navigate = useNavigate();

  if (folded) {
    return (
      <Button
        aria-label={zhCN.tools.unfold}
        title={zhCN.tools.unfold}
        icon={<LeftOutlined />}
        onClick={() => onFoldedChange(false)}
        style={{ ...column, width: 20, minWidth: 20, height: 48, padding: 0, border: 0 }}
      />
    );
  }

  return (
    <nav aria-label={zhCN.tools.label} data-testid="tool-box" style={column}>
      {qrcode && (
        <Popover
          placement="left"
          trigger={['hover', 'click']}
          content={
            <div style={{ textAlign: 'center' }}>
              <img src={qrcode} alt={zhCN.tools.appDownload} width={140} height={140} style={{ display: 'block' }} />
              <div style={{ marginTop: 8, color: DESCRIPTION_TEXT, fontSize: 12 }}>{zhCN.tools.appDownloadHint}</div>
            </div>
          }
        >
          <Entry icon={<QrcodeOutlined style={iconStyle} />} label={zhCN.tools.appDownload} />
        </Popover>
      )}
      {imConfigured && <Entry icon={<CommentOutlined style={iconStyle} />} label={zhCN.tools.im} onClick={() => navigate('/info/index')} />}
      <Entry icon={<InfoCircleOutlined style={iconStyle} />} label={zhCN.tools.about} href="/aboutUs" target="_blank" rel="noopener noreferrer" />
      {scrolled && <Entry icon={<VerticalAlignTopOutlined style={iconStyle} />} label={zhCN.tools.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} />}
      <Button
        type="text"
        aria-label={zhCN.tools.fold}
        title={zhCN.tools.fold}
        icon={<RightOutlined />}
        onClick={() => onFoldedChange(true)}
        style={{ width: TOOL_BOX_WIDTH, height: 24, borderRadius: 0, color: DESCRIPTION_TEXT }}
      />
    </nav>
  );
}
