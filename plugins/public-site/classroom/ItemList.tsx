import { PlayCircleFilled } from '@ant-design/icons';
import { Empty, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ClassroomItem } from './ClassroomApi.ts';
import { CLASSROOM_PATHS } from './ClassroomSections.ts';
import { CoverImage } from './CoverImage.tsx';
import { zhCN } from './zhCN.ts';

/** Items as cards: poster (with a play mark for videos), title, summary and date; each opens its detail. */
export function ItemList({ items, loading }: { items: readonly ClassroomItem[]; loading: boolean }) {
  return (
    <List
      loading={loading}
      grid={{ gutter: 16, xs: 1, sm: 2, md: 2, lg: 3, xl: 4, xxl: 4 }}
      dataSource={items as ClassroomItem[]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.empty} /> }}
      renderItem={(item) => (
        <List.Item>
          {/* The whole card is the link, named by what it shows (no article inside: Chromium names no link through one); the poster beside the title is decoration (alt ""). */}
          <Link to={CLASSROOM_PATHS.item(item.section, item.id)} style={{ display: 'block', color: 'inherit' }}>
            <div style={{ background: '#fff', borderRadius: 8, overflow: 'hidden', boxShadow: '0 1px 2px rgba(0,0,0,0.06)' }}>
              <div style={{ position: 'relative' }}>
                {item.cover ? <CoverImage image={item.cover} alt="" sizes="(max-width: 576px) 100vw, (max-width: 992px) 50vw, 300px" style={{ borderRadius: 0 }} /> : null}
                {item.hasVideo ? (
                  <PlayCircleFilled aria-label={zhCN.video} style={{ position: 'absolute', right: 12, bottom: 12, fontSize: 32, color: 'rgba(255,255,255,0.9)' }} />
                ) : null}
              </div>
              <div style={{ padding: 12 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {item.title}
                </Typography.Text>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 8px', minHeight: 44 }}>
                  {item.summary}
                </Typography.Paragraph>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                  <Tag color="blue">{item.category}</Tag>
                  <Typography.Text type="secondary">{item.publishTime.slice(0, 10)}</Typography.Text>
                </div>
              </div>
            </div>
          </Link>
        </List.Item>
      )}
    />
  );
}
