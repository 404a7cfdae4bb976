import { Result, Spin } from 'antd';
import { useMainHeight } from '../layout/useMainHeight.ts';
import { usePlatformSettings } from '../layout/usePlatformSettings.ts';
import { zhCN } from '../zhCN.ts';

/**
 * /info/index: the instant-messaging web app (IM_URL) in a frame filling the main area. The
 * server's frame-src admits that origin only; with no IM configured, the page says so.
 */
export function ImPage() {
  const settings = usePlatformSettings();
  const height = useMainHeight();
  if (!settings) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!settings.imUrl) return <Result status="info" title={zhCN.im.notConfigured} subTitle={zhCN.im.notConfiguredHint} />;
  return <iframe title={zhCN.im.frameTitle} src={settings.imUrl} style={{ display: 'block', width: '100%', height, border: 0 }} />;
}
