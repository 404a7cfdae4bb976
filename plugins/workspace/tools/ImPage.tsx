import { Result, Spin } from 'antd';
import { MAIN_PAGE_CHROME } from '../../../contracts/workbench/Portal.ts';
import { usePlatformSettings, useWindowHeight } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/**
 * /info/index: the instant-messaging web app (IM_URL) in a frame filling the main area. The
 * server's frame-src admits that origin only; with no IM configured, the page says so.
 */
export function ImPage() {
  const settings = usePlatformSettings();
  const height = useWindowHeight(MAIN_PAGE_CHROME);
  if (!settings) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!settings.imUrl) return <Result status="info" title={zhCN.im.notConfigured} subTitle={zhCN.im.notConfiguredHint} />;
  return <iframe title={zhCN.im.frameTitle} src={settings.imUrl} style={{ display: 'block', width: '100%', height, border: 0 }} />;
}
