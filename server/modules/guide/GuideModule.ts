import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ClockId, DatabaseId, DemoDataId, SchemaMigrations } from '../../contracts/host.ts';
import { UserDirectoryId, orgModuleRef } from '../../contracts/org.ts';
import { GuideDemoSeed } from './GuideDemoSeed.ts';
import type { GuideSchema } from './GuideTables.ts';
import { UserGuide } from './UserGuide.ts';
import { guideMigration } from './GuideMigration.ts';

const route = contractRoute<paths>();


/** Both routes act for the caller alone. */
function guideRoutes(guide: UserGuide): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/user/guide', handler: (call: ApiCall) => guide.of(call.user.userId) }),
    route({ method: 'POST', path: '/admin/user/guide/seen', handler: (call: ApiCall) => guide.markSeen(call.user.userId) }),
  ];
}

/** The first-login guide (spec part 1 §2): whether each user has seen it. */
export const guideModule = definePlugin(() => ({
  id: 'server-guide',
  // The demo seed finds the demo accounts through the organisation's directory.
  requires: [orgModuleRef],
  module(bind) {
    // The first-login guide: who has seen it (a user made later starts unseen).
    bind.contribute(SchemaMigrations, { name: '0016_user_guide', migration: () => guideMigration });
    bind.contribute(ApiRoutes, (s) => guideRoutes(new UserGuide(s.get(DatabaseId).db.withTables<GuideSchema>(), s.get(ClockId))));
  },
  async start(context) {
    // A production install's accounts all meet the guide (one named like a demo account too).
    if (!context.get(DemoDataId).loaded) return;
    await new GuideDemoSeed(new UserGuide(context.get(DatabaseId).db.withTables<GuideSchema>(), context.get(ClockId)), context.get(UserDirectoryId)).run();
  },
}));
