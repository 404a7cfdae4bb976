import { useCallback, useMemo } from 'react';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { FormDefinition, FormOption } from '../ProcessCentreApi.ts';

/** The 字典 a definition's choice fields (and their 明细 columns) name, each once. */
export function dictTypesOf(definition: FormDefinition): string[] {
  const types = new Set<string>();
  for (const field of definition.fields) {
    if (field.dictType) types.add(field.dictType);
    for (const column of field.columns ?? []) if (column.dictType) types.add(column.dictType);
  }
  return [...types].sort();
}

const NONE: Readonly<Record<string, readonly FormOption[]>> = {};

/**
 * The options of the dictionaries a form names, by type, from the same endpoint the designer
 * reads (`/admin/dict/type/{dictType}`); none until they arrive. The check of the values is given
 * the same options, so a choice is judged against what the user could pick.
 */
export function useDictionaries(definition: FormDefinition): Readonly<Record<string, readonly FormOption[]>> {
  const api = useService(ApiClientId);
  const key = dictTypesOf(definition).join('\n');
  const load = useCallback(async () => {
    const types = key === '' ? [] : key.split('\n');
    const answers = await Promise.all(types.map(async (type) => [type, (await api.get('/admin/dict/type/{dictType}', { path: { dictType: type } })).data ?? []] as const));
    return Object.fromEntries(answers.map(([type, items]) => [type, items.map((item) => ({ label: item.label, value: item.value }))]));
  }, [api, key]);
  const { data } = useAsyncData(load);
  return useMemo(() => data ?? NONE, [data]);
}
