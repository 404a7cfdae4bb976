import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { DatabaseId, SchemaMigrations, DemoRows } from '../../contracts/host.ts';
import { DictionaryItemsId, dictModuleRef } from '../../contracts/dict.ts';
import { Dictionaries } from './Dictionaries.ts';
import { DictionaryEditor, type DictItemCreate, type DictItemEdit } from './DictionaryEditor.ts';
import { dictCustomMigration } from './DictCustomMigration.ts';
import { dictDemoRows } from './DictDemoRows.ts';

const route = contractRoute<paths>();


function actorOf(call: ApiCall<unknown, unknown, unknown>) {
  return { principal: call.user, address: call.request.ip, userAgent: call.headers['user-agent'] };
}

function dictRoutes(dictionaries: Dictionaries, editor: DictionaryEditor): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/admin/dict/type/{dictType}',
      handler: (call: ApiCall<unknown, { dictType: string }>) => dictionaries.items(call.params.dictType),
    }),
    route({ method: 'GET', path: '/admin/dict/types', handler: () => editor.types() }),
    route({
      method: 'GET',
      path: '/admin/dict/items/{dictType}',
      handler: (call: ApiCall<unknown, { dictType: string }>) => editor.items(call.params.dictType),
    }),
    route({
      method: 'POST',
      path: '/admin/dict/item',
      handler: (call: ApiCall<unknown, unknown, DictItemCreate>) => editor.create(actorOf(call), call.body),
    }),
    route({
      method: 'PUT',
      path: '/admin/dict/item/{id}',
      handler: (call: ApiCall<unknown, { id: number }, DictItemEdit>) => editor.update(actorOf(call), Number(call.params.id), call.body),
    }),
    route({
      method: 'DELETE',
      path: '/admin/dict/item/{id}',
      handler: (call: ApiCall<unknown, { id: number }>) => editor.remove(actorOf(call), Number(call.params.id)),
    }),
  ];
}

/** Dictionaries (value → label), e.g. the designer's deploy error codes, and 字典管理 for administrators. */
export const dictModule = definePlugin(() => ({
  id: dictModuleRef.id,
  module(bind) {
    // Which dictionary items administrators added; the others are the system's, which they cannot change.
    bind.contribute(SchemaMigrations, { name: '0028_dict_custom', migration: () => dictCustomMigration });
    bind.contribute(DemoRows, dictDemoRows);
    // A designed form's options from a 字典 (the forms module checks values against them).
    bind.factory(DictionaryItemsId, (s) => new Dictionaries(s.get(DatabaseId).db));
    bind.contribute(ApiRoutes, (s) => dictRoutes(new Dictionaries(s.get(DatabaseId).db), new DictionaryEditor(s.get(DatabaseId).db, s.get(AuditTrailId))));
  },
}));
