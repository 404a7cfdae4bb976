import { useEffect, useState } from 'react';
import { Button, Checkbox, Empty, Input, Space, Spin } from 'antd';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import type { DirectoryMember, MemberPage } from '../../../contracts/workbench/MemberDirectory.ts';
import { useService } from '../../react/useService.ts';
import { zhCN } from '../zhCN.ts';

/** Spec part 3 §9: the picker's people come ten to a page, and the search waits 400 ms after typing. */
export const MEMBER_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 400;

const texts = zhCN.memberPicker;

export interface MemberListProps {
  /** One page of people; undefined when there is nothing to list yet (no department or tag chosen). */
  fetch: (current: number, keyword: string) => Promise<MemberPage> | undefined;
  /** Shown when the list is empty: 请选择机构, or 请选择标签 on the tag tab. */
  emptyText: string;
  isChosen: (userId: number) => boolean;
  /** Whether a chosen person may be unchecked (the administrator is kept unless allowed). */
  isRemovable: (userId: number) => boolean;
  onAdd: (members: DirectoryMember[]) => void;
  onRemove: (userIds: number[]) => void;
}

/**
 * The people of the chosen department or tag, a page at a time, with a search box, 全选 and
 * 清空 for the page, and previous/next buttons that say when there is no page that way.
 * Its owner remounts it (a React key) for another department, which starts again at page 1.
 */
export function MemberList({ fetch, emptyText, isChosen, isRemovable, onAdd, onRemove }: MemberListProps) {
  const notifier = useService(NotifierId);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<MemberPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (typed === keyword) return undefined;
    const timer = setTimeout(() => {
      setKeyword(typed);
      setCurrent(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword]);

  useEffect(() => {
    const request = fetch(current, keyword.trim());
    if (!request) {
      setPage({ records: [], total: 0 });
      return undefined;
    }
    // An answer for an earlier page or keyword is dropped.
    let wanted = true;
    setLoading(true);
    request.then(
      (answer) => {
        if (!wanted) return;
        setPage(answer);
        setLoading(false);
      },
      () => {
        // Spec part 3 §8: a failed list stops loading and shows nothing (the client told the user why).
        if (!wanted) return;
        setPage({ records: [], total: 0 });
        setLoading(false);
      },
    );
    return () => {
      wanted = false;
    };
  }, [fetch, current, keyword]);

  const pages = Math.max(1, Math.ceil(page.total / MEMBER_PAGE_SIZE));
  const previous = () => (current <= 1 ? notifier.warning(texts.firstPageAlready) : setCurrent(current - 1));
  const next = () => (current >= pages ? notifier.warning(texts.lastPageAlready) : setCurrent(current + 1));
  const removable = page.records.filter((member) => isChosen(member.userId) && isRemovable(member.userId)).map((member) => member.userId);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.Search allowClear placeholder={texts.searchPlaceholder} value={typed} onChange={(event) => setTyped(event.target.value)} />
      <Space>
        <Button size="small" disabled={page.records.length === 0} onClick={() => onAdd(page.records)}>
          {texts.selectAll}
        </Button>
        <Button size="small" disabled={removable.length === 0} onClick={() => onRemove(removable)}>
          {texts.clear}
        </Button>
      </Space>
      <Spin spinning={loading}>
        {page.records.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {page.records.map((member) => {
              const chosen = isChosen(member.userId);
              return (
                <Checkbox
                  key={member.userId}
                  checked={chosen}
                  disabled={chosen && !isRemovable(member.userId)}
                  onChange={(event) => (event.target.checked ? onAdd([member]) : onRemove([member.userId]))}
                >
                  {member.chineseName ?? member.username}
                  {member.deptName ? `（${member.deptName}）` : ''}
                </Checkbox>
              );
            })}
          </Space>
        )}
      </Spin>
      <Space>
        <Button size="small" onClick={previous}>
          {texts.previousPage}
        </Button>
        <span>{texts.pageOf(current, pages)}</span>
        <Button size="small" onClick={next}>
          {texts.nextPage}
        </Button>
      </Space>
    </Space>
  );
}
