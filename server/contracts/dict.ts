import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';

/** A dictionary's items (provided by the dict module, which owns them), for options a form takes from a 字典. */
export interface DictionaryItems {
  /** The items of the type in order; empty for an unknown type. */
  items(dictType: string): Promise<Array<{ label: string; value: string }>>;
}

export const DictionaryItemsId = createServiceId<DictionaryItems>('server.dict.DictionaryItems');

/** The dictionaries module, for the modules that require it. */
export const dictModuleRef = pluginRef<void>('server-dict');
