import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';

interface Option {
  value: number;
  label: string;
}

/** How many matches the picker offers per search: enough to choose from, bounded for a large company. */
const MATCHES = 20;

/**
 * Picks members of the current company by account, name or phone, searched on the server as
 * one types (角色管理 and 标签管理 add them; 禁用 picks whom the tasks go to). A form control:
 * `value` is the chosen user ids. `max` bounds how many may be chosen; `activeOnly` offers
 * no disabled member, `excluding` leaves these users out.
 */
export function MemberPicker({
  value,
  onChange,
  placeholder,
  id,
  max,
  activeOnly,
  excluding = [],
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder: string;
  id?: string;
  max?: number;
  activeOnly?: boolean;
  excluding?: number[];
}) {
  const api = useService(ApiClientId);
  const [options, setOptions] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<Option[]>([]);
  const [searching, setSearching] = useState(true);
  const asked = useRef(0);

  const search = async (keyword: string) => {
    const ask = ++asked.current;
    // The matches of what was typed before are withdrawn while the new ones come: nobody picks
    // a member the new words would not have offered.
    setOptions([]);
    setSearching(true);
    const params: Record<string, unknown> = { current: 1, size: MATCHES };
    if (keyword.trim()) params.keyword = keyword.trim();
    try {
      const page = (await api.get('/admin/addressBook/user/admin/list', { query: params })).data;
      // An answer to an older search is dropped: the options follow what is typed now.
      if (ask !== asked.current) return;
      const offered = page.records.filter((m) => (!activeOnly || m.status === '0') && !excluding.includes(m.userId));
      setOptions(offered.map((m) => ({ value: m.userId, label: m.chineseName ? `${m.chineseName}（${m.username}）` : m.username })));
    } finally {
      // A failed search (its message shown by the client) leaves an empty list, not a spinner.
      if (ask === asked.current) setSearching(false);
    }
  };
  useEffect(() => {
    void search('');
    // Once, when the picker opens: later searches follow the typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The chosen ones keep their labels while the options change under a new search.
  const shown = [...chosen.filter((c) => !options.some((o) => o.value === c.value)), ...options];
  return (
    <Select<number[], Option>
      id={id}
      mode="multiple"
      maxCount={max}
      showSearch={{ filterOption: false, onSearch: (text) => void search(text) }}
      placeholder={placeholder}
      value={value ?? []}
      options={shown}
      loading={searching}
      notFoundContent={searching ? <Spin size="small" /> : undefined}
      onChange={(ids, picked) => {
        setChosen((Array.isArray(picked) ? picked : [picked]).filter((o): o is Option => !!o && 'value' in o));
        onChange?.(ids);
      }}
      style={{ width: '100%' }}
    />
  );
}
