import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ClockId, DatabaseId, DemoRows, SchemaMigrations } from '../../contracts/host.ts';
import { UserDirectoryId, orgModuleRef } from '../../contracts/org.ts';
import { NoticeBoard, type NoticeDraft } from './NoticeBoard.ts';
import { noticeDemoRows } from './NoticeDemoRows.ts';
import type { NoticeSchema } from './NoticeTables.ts';
import { noticesMigration } from './NoticesMigration.ts';

const route = contractRoute<paths>();

/** Staff read their current company's notices; its administrators (x-ronghe-auth admin) publish and withdraw them. */
function noticeRoutes(board: NoticeBoard): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/admin/noticeAnnouncement/list',
      handler: (call: ApiCall<{ pageNumber?: number; pageSize?: number }>) => board.page(call.user.companyId, call.query.pageNumber, call.query.pageSize),
    }),
    route({ method: 'GET', path: '/admin/ocp/notice/{id}', handler: (call: ApiCall<unknown, { id: number }>) => board.read(call.user.companyId, Number(call.params.id)) }),
    route({
      method: 'POST',
      path: '/admin/noticeAnnouncement',
      handler: (call: ApiCall<unknown, unknown, NoticeDraft>) => board.publish(call.user.companyId, call.user.userId, call.body),
    }),
    route({ method: 'DELETE', path: '/admin/noticeAnnouncement/{id}', handler: (call: ApiCall<unknown, { id: number }>) => board.withdraw(call.user.companyId, Number(call.params.id)) }),
  ];
}

/** 通知公告 (spec part 1's notice calls; issue 26): a company's notices to its staff. */
export const noticesModule = definePlugin(() => ({
  id: 'server-notices',
  // The publisher's name comes from the organisation's directory.
  requires: [orgModuleRef],
  module(bind) {
    bind.contribute(SchemaMigrations, { name: '0064_notice', migration: noticesMigration });
    bind.contribute(DemoRows, noticeDemoRows);
    bind.contribute(ApiRoutes, (s) => noticeRoutes(new NoticeBoard(s.get(DatabaseId).db.withTables<NoticeSchema>(), s.get(ClockId), s.get(UserDirectoryId))));
  },
}));
