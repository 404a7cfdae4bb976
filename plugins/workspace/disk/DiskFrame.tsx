import { Result } from 'antd';
import { MAIN_PAGE_CHROME } from '../../../contracts/workbench/Portal.ts';
import { useWindowHeight } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/** Only web pages are embedded: a javascript: or data: address from a query must never run here. */
function embeddable(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An outside network disk (the 网盘 menu item with linkType '1', part 1 §2), filling the main
 * area. The browser shows it only if the server's Content-Security-Policy lists its origin in
 * frame-src: the server adds the origins of the configured 网盘 menu items (FrameSources) and
 * no others, so an eipurl typed into the address bar stays blank.
 */
export function DiskFrame({ address }: { address: string }) {
  const height = useWindowHeight(MAIN_PAGE_CHROME);
  const src = embeddable(address);
  if (!src) return <Result status="warning" title={zhCN.disk.badAddress} />;
  return <iframe title={zhCN.disk.frameTitle} src={src} style={{ display: 'block', width: '100%', height, border: 0 }} />;
}
