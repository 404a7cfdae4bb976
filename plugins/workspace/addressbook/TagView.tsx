import { useCallback, useMemo } from 'react';
import { Card, Descriptions, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../core/ui/LinkButton.tsx';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { TAG_MEMBERS_ROUTE, type Member, type MemberPage, type Tag } from './AddressBookApi.ts';
import { MemberTable } from './MemberTable.tsx';

const texts = zhCN.addressBook.tagView;
/** Spec part 3 §3: a level-1 tag is a folder. */
const FOLDER_LEVEL = 1;
const tagIdOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

type Loaded =
  | { kind: 'tag'; tag: Tag; parent: Tag | null; members: Member[] }
  | { kind: 'notFound' }
  | { kind: 'refused' }
  | { kind: 'failed' };

/** The whole list, paged and searched here: it is loaded once to count the members anyway. */
const pageOf = (members: Member[]) => async (current: number, size: number, keyword: string): Promise<MemberPage> => {
  const matching = keyword ? members.filter((m) => [m.username, m.chineseName, m.phone].some((value) => value?.includes(keyword))) : members;
  return { records: matching.slice((current - 1) * size, current * size), total: matching.length };
};

/**
 * 标签 (part 1 §2, /addressbook/tag?tagId=…&action=read): one tag, read only — its name, kind,
 * folder, whose members it covers, how many (counted from the list) and who. A tag that does
 * not exist, or belongs to a company the user is not in (the server refuses it), says so.
 */
export function TagView({ onOpen }: { onOpen: (member: Member) => void }) {
  const api = useService(ApiClientId);
  const [params] = useSearchParams();
  const tagId = tagIdOf(params.get('tagId'));
  const load = useCallback(async (): Promise<Loaded | null> => {
    if (tagId === undefined) return null;
    try {
      // Silent: the page says why itself.
      const tag = (await api.get('/admin/tag/{id}', { path: { id: tagId }, silent: true })).data;
      const [members, parent] = await Promise.all([
        api.get('/admin/tag/member/userByTag', { query: { tagId }, silent: true }).then((answer) => answer.data),
        tag.parentId ? api.get('/admin/tag/{id}', { path: { id: tag.parentId }, silent: true }).then((answer) => answer.data, () => null) : null,
      ]);
      return { kind: 'tag', tag, parent, members };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return { kind: 'notFound' };
      if (error instanceof HttpError && error.status === 403) return { kind: 'refused' };
      return { kind: 'failed' };
    }
  }, [api, tagId]);
  const { data, loading } = useAsyncData(load);
  // Stable, so the table does not load again whenever the page draws.
  const page = useMemo(() => (data?.kind === 'tag' ? pageOf(data.members) : null), [data]);

  const back = (
    <LinkButton to={tagId === undefined ? TAG_MEMBERS_ROUTE : `${TAG_MEMBERS_ROUTE}?tagId=${tagId}`}>{texts.back}</LinkButton>
  );
  if (tagId === undefined) return <Result status="info" title={texts.noTagId} extra={back} />;
  if (loading || !data) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (data.kind === 'notFound') return <Result status="404" title={texts.notFound} extra={back} />;
  if (data.kind === 'refused') return <Result status="403" title={texts.refused} extra={back} />;
  if (data.kind === 'failed' || !page) return <Result status="warning" title={texts.failed} extra={back} />;

  const { tag, parent, members } = data;
  const folder = tag.level === FOLDER_LEVEL;
  return (
    <>
      <Card size="small" title={`${texts.title}：${tag.tagName}`} extra={back}>
        <Descriptions column={2} size="small">
          <Descriptions.Item label={texts.name}>{tag.tagName}</Descriptions.Item>
          <Descriptions.Item label={texts.kind}>{folder ? texts.folder : texts.tag}</Descriptions.Item>
          {parent && <Descriptions.Item label={texts.parent}>{parent.tagName}</Descriptions.Item>}
          <Descriptions.Item label={texts.scope}>{folder ? texts.scopeFolder : texts.scopeTag}</Descriptions.Item>
          <Descriptions.Item label={texts.memberCount}>{texts.people(members.length)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={texts.members} style={{ marginTop: 16 }}>
        <MemberTable key={tag.tagId} load={page} onOpen={onOpen} />
      </Card>
    </>
  );
}
