import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { NotifierId } from '../../contracts/workbench/Http.ts';
import { useService } from '../react/useService.ts';
import { zhCN } from './zhCN.ts';

export interface FullscreenToggleProps {
  /** The element to show full screen (the table with its toolbar). */
  target(): HTMLElement | null;
}

/** Shows the table full screen and back; a browser without the Fullscreen API gets a warning (part 1 §8). */
export function FullscreenToggle({ target }: FullscreenToggleProps) {
  const notifier = useService(NotifierId);
  const [fullscreen, setFullscreen] = useState(false);

  // Esc leaves full screen without our button, so the icon follows the document, not the click.
  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement != null && document.fullscreenElement === target());
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);

  const toggle = () => {
    if (fullscreen && document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    const element = target();
    if (!element || !document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') {
      notifier.warning(zhCN.table.fullscreenUnsupported);
      return;
    }
    element.requestFullscreen().catch(() => notifier.warning(zhCN.table.fullscreenUnsupported));
  };

  const label = fullscreen ? zhCN.table.exitFullscreen : zhCN.table.fullscreen;
  return (
    <Tooltip title={label}>
      <Button type="text" icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} aria-label={label} onClick={toggle} />
    </Tooltip>
  );
}
