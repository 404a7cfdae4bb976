import type { components } from '../../../contracts/generated/admin.ts';
import type { Db } from '../../db/Database.ts';

export type DictItemView = components['schemas']['DictItem'];

/** Value-to-label lists such as workflow_deploy_err_code. */
export class Dictionaries {
  constructor(private readonly db: Db) {}

  /** The items of one dictionary in their order; an unknown type has none. */
  async items(dictType: string): Promise<DictItemView[]> {
    return this.db.selectFrom('dict_item').select(['label', 'value']).where('dict_type', '=', dictType).orderBy('sort').orderBy('id').execute();
  }
}
