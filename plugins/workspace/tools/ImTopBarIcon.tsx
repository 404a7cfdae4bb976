import { Button } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { usePlatformSettings } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/**
 * The top bar's instant-messaging icon (part 1 §2), shown only when IM_URL is configured. No
 * unread badge: the IM app runs in a frame of another origin and offers no count this page can
 * read without a protocol of its own.
 */
export function ImTopBarIcon() {
  const settings = usePlatformSettings();
  const navigate = useNavigate();
  if (!settings?.imUrl) return null;
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={zhCN.im.title}
      title={zhCN.im.title}
      icon={<CommentOutlined style={{ fontSize: 18 }} />}
      onClick={() => navigate('/info/index')}
    />
  );
}
