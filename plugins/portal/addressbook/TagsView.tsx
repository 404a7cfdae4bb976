import { useCallback } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { AddressBookApi, TAG_MEMBERS_ROUTE, tagReadRoute, type Member, type MemberPage, type Tag } from './AddressBookApi.ts';
import { MemberTable } from './MemberTable.tsx';
import { TagTreePanel } from './TagTreePanel.tsx';

const texts = zhCN.addressBook;
const tagIdOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** /addressbook/tagMember?tagId=: the tag tree, and the chosen tag's members (a folder's: its sub-tags'). */
export function TagsView({ onOpen }: { onOpen: (member: Member) => void }) {
  const http = useService(HttpClientId);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tagId = tagIdOf(params.get('tagId'));
  const loadTag = useCallback(async () => (tagId === undefined ? undefined : (await http.get<Tag>(AddressBookApi.tag(tagId))).data), [http, tagId]);
  const { data: tag } = useAsyncData(loadTag);
  const load = useCallback(
    async (current: number, size: number, keyword: string) =>
      (await http.get<MemberPage>(AddressBookApi.tagMembers, { params: { tagId, current, size, ...(keyword ? { name: keyword } : {}) } })).data,
    [http, tagId],
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
