import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../app/ApiRoutes.ts';
import { DatabaseId } from '../../app/ServerContracts.ts';
import { Dictionaries } from './Dictionaries.ts';

const DictionariesId = createServiceId<Dictionaries>('server.dict.Dictionaries');

function dictRoutes(dictionaries: Dictionaries): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/admin/dict/type/{dictType}',
      handler: (call: ApiCall<unknown, { dictType: string }>) => dictionaries.items(call.params.dictType),
    },
  ];
}

/** Dictionaries (value → label), e.g. the designer's deploy error codes. */
export const dictModule = definePlugin(() => ({
  id: 'server-dict',
  module(bind) {
    bind.factory(DictionariesId, (s) => new Dictionaries(s.get(DatabaseId).db));
    bind.contribute(ApiRoutes, (s) => dictRoutes(s.get(DictionariesId)));
  },
}));
