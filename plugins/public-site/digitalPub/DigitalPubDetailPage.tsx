import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { Divider, List, Typography } from 'antd';
import { Link } from 'react-router';
import { DetailFrame } from '../channel/DetailFrame.tsx';
import { PublicationView } from '../channel/PublicationView.tsx';
import { useDetail, type DetailRequest } from '../channel/useDetail.ts';
import type { PublicationDetail } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';
import { resourcePath } from './resourcePath.ts';

function Resources({ item }: { item: PublicationDetail }) {
  return (
    <section aria-label={zhCN.digital.resources}>
      <Divider titlePlacement="start">{zhCN.digital.resources}</Divider>
      {item.sections.length === 0 ? (
        <Typography.Text type="secondary">{zhCN.digital.noResources}</Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          dataSource={item.sections}
          renderItem={(section) => (
            <List.Item extra={<Link to={resourcePath(section)}>{zhCN.digital.open}</Link>}>
              <Link to={resourcePath(section)}>{section.sectionName}</Link>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}

const loadItem = (api: ApiClient, request: DetailRequest) => api.get('/website/digitalpublish/detail/{id}', request);

/** /digitalPub/detail?id=: one digital title and its resources. */
export function DigitalPubDetailPage() {
  const state = useDetail(loadItem, 'digitalPub');
  return (
    <DetailFrame state={state} listPath="/digitalPub">
      {(item) => <PublicationView item={item} detailPath="/digitalPub/detail" footer={<Resources item={item} />} />}
    </DetailFrame>
  );
}
