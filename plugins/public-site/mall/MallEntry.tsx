import { ShopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSessionSnapshot } from '../../../core/react/index.ts';
import type { PlatformSettings } from '../PublicSiteApi.ts';
import { MallLink } from './MallLink.ts';
import { zhCN } from './zhCN.ts';

/** The header's 商城: the external shop (MALL_URL) in a new tab, with the username; hidden when none is configured. */
export function MallEntry({ settings }: { settings: PlatformSettings | undefined }) {
  const { userInfo } = useSessionSnapshot();
  if (!settings?.mallUrl) return null;
  return (
    <Button type="link" icon={<ShopOutlined />} href={MallLink.of(settings.mallUrl, userInfo?.sysUser.username)} target="_blank" rel="noopener noreferrer">
      {zhCN.mall}
    </Button>
  );
}
