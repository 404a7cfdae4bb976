import { useCallback, useState } from 'react';
import { Button, Flex, Input, Table, type TableColumnsType } from 'antd';
import { useAsyncData } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { Member, MemberPage } from './AddressBookApi.ts';
import { MemberAvatar } from './MemberAvatar.tsx';

export const PAGE_SIZES = [10, 20, 30, 50];
/** Part 1 §9: search text is at most 100 characters. */
const SEARCH_MAX = 100;

export interface MemberTableProps {
  /** One page of the members shown; the parent remounts the table (key) when what it lists changes. */
  load: (current: number, size: number, keyword: string) => Promise<MemberPage>;
  onOpen: (member: Member) => void;
}

const texts = zhCN.addressBook;

/** Members with a search by account, name or phone and paging; a click opens the member's card. */
export function MemberTable({ load, onOpen }: MemberTableProps) {
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZES[0] });
  const fetch = useCallback(() => load(paging.current, paging.size, keyword), [load, paging, keyword]);
  const { data, loading } = useAsyncData(fetch);

  const columns: TableColumnsType<Member> = [
    {
      key: 'name',
      title: texts.columns.name,
      render: (_, member) => (
        <Flex align="center" gap={8}>
          <MemberAvatar member={member} size={28} />
          <Button type="link" style={{ padding: 0 }} onClick={(event) => (event.stopPropagation(), onOpen(member))}>
            {member.chineseName || member.username}
          </Button>
        </Flex>
      ),
    },
    { key: 'account', title: texts.columns.account, dataIndex: 'username' },
    { key: 'dept', title: texts.columns.dept, dataIndex: 'deptName', render: (value: string | null) => value ?? '—' },
    { key: 'phone', title: texts.columns.phone, dataIndex: 'phone', render: (value: string | null) => value ?? '—' },
  ];

  return (
    <Flex vertical gap={12}>
      <Input.Search
        aria-label={texts.memberSearch}
        placeholder={texts.memberSearch}
        maxLength={SEARCH_MAX}
        allowClear
        style={{ maxWidth: 320 }}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      <Table<Member>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={loading}
        locale={{ emptyText: texts.noMembers }}
        onRow={(member) => ({ onClick: () => onOpen(member), style: { cursor: 'pointer' } })}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: texts.total,
          onChange: (current, size) => setPaging((p) => ({ current: size === p.size ? current : 1, size })),
        }}
      />
    </Flex>
  );
}
