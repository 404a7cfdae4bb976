import { useCallback } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { TAG_MEMBERS_ROUTE, tagReadRoute, type Member } from './AddressBookApi.ts';
import { MemberTable } from './MemberTable.tsx';
import { TagTreePanel } from './TagTreePanel.tsx';

const texts = zhCN.addressBook;
const tagIdOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** /addressbook/tagMember?tagId=: the tag tree, and the chosen tag's members (a folder's: its sub-tags'). */
export function TagsView({ onOpen }: { onOpen: (member: Member) => void }) {
  const api = useService(ApiClientId);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tagId = tagIdOf(params.get('tagId'));
  const loadTag = useCallback(async () => (tagId === undefined ? undefined : (await api.get('/admin/tag/{id}', { path: { id: tagId } })).data), [api, tagId]);
  const { data: tag } = useAsyncData(loadTag);
  const load = useCallback(
    async (current: number, size: number, keyword: string) =>
      // Shown only once a tag is chosen (below); no tag, no members.
      tagId === undefined ? { records: [], total: 0 } : (await api.get('/admin/tag/member/page', { query: { tagId, current, size, ...(keyword ? { name: keyword } : {}) } })).data,
    [api, tagId],
  );
  const title = tag && tag.tagId === tagId ? texts.tagMembersTitle(tag.tagName, tag.memberCount ?? 0) : texts.members;
  return (
    <Row gutter={16}>
      <Col span={7}>
        <Card size="small">
          <TagTreePanel selected={tagId} onSelect={(id) => navigate(`${TAG_MEMBERS_ROUTE}?tagId=${id}`)} />
        </Card>
      </Col>
      <Col span={17}>
        <Card size="small" title={title} extra={tagId !== undefined && <Link to={tagReadRoute(tagId)}>{texts.tagView.open}</Link>}>
          {tagId === undefined ? <Empty description={texts.chooseTag} /> : <MemberTable key={tagId} load={load} onOpen={onOpen} />}
        </Card>
      </Col>
    </Row>
  );
}
