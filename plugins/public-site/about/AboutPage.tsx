import { Card, Typography } from 'antd';
import { usePlatformSettings } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/** /aboutUs: what the platform is, under the name and copyright the administrator configured. */
export function AboutPage() {
  const settings = usePlatformSettings();
  const name = settings?.loginApplicationName || zhCN.productName;
  return (
    <Card>
      <Typography.Title level={2}>{zhCN.about.title}</Typography.Title>
      <Typography.Title level={4}>{name}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16, lineHeight: 1.8 }}>{zhCN.about.description}</Typography.Paragraph>
      {settings?.copyrightBottomInfo ? (
        <Typography.Paragraph type="secondary">
          {zhCN.about.copyright}：{settings.copyrightBottomInfo}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
