import { useCallback, useMemo, useState } from 'react';
import { Select } from 'antd';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { ProcessCentreApi, type Member, type Page } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

/** How many members one search shows; a narrower keyword finds the rest. */
const SEARCH_PAGE_SIZE = 50;

interface MemberSelectProps {
  id?: string;
  /** One userId, or several with `multiple`. */
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
}

/**
 * People from the address book (/admin/addressBook/user/fullList), searched by name, account or
 * phone on the server. The full member picker belongs to the designer; a dialog needs only this.
 */
export function MemberSelect({ id, value, onChange, multiple }: MemberSelectProps) {
  const http = useService(HttpClientId);
  const [keyword, setKeyword] = useState('');
  // Names of people chosen under an earlier keyword stay readable after the list changes.
  const [chosen, setChosen] = useState(() => new Map<number, string>());
  const load = useCallback(async () => {
    const answer = await http.get<Page<Member>>(ProcessCentreApi.members, {
      params: { current: 1, size: SEARCH_PAGE_SIZE, keyword: keyword.trim() || undefined },
    });
    return answer.data.records;
  }, [http, keyword]);
  const { data, loading } = useAsyncData(load);

  const options = useMemo(() => {
    const found = new Map((data ?? []).map((member) => [member.userId, zhCN.dialogs.member(member.chineseName, member.username)]));
    for (const [userId, label] of chosen) if (!found.has(userId)) found.set(userId, label);
    return [...found].map(([userId, label]) => ({ value: userId, label }));
  }, [data, chosen]);

  return (
    <Select<number | number[]>
      id={id}
      value={value}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      loading={loading}
      placeholder={zhCN.dialogs.memberPlaceholder}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      options={options}
      onChange={(next) => {
        const ids = next === undefined ? [] : Array.isArray(next) ? next : [next];
        setChosen((known) => {
          const kept = new Map(known);
          for (const userId of ids) {
            const label = options.find((option) => option.value === userId)?.label;
            if (label) kept.set(userId, label);
          }
          return kept;
        });
        onChange?.(next);
      }}
    />
  );
}
