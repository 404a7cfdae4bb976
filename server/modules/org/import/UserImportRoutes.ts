import type { paths } from '../../../../contracts/generated/admin.ts';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../http/ApiError.ts';
import type { ApiCall, ApiRoute } from '../../../http/ApiRoutes.ts';
import { contractRoute } from '../../../http/ContractRoute.ts';
import type { AuditActor } from '../../../contracts/audit.ts';
import { ContentDisposition } from '../../../http/ContentDisposition.ts';
import { MultipartFilePart } from '../../../http/MultipartFilePart.ts';
import type { Clock } from '../../../contracts/host.ts';
import type { WorkLeases } from '../../../contracts/leases.ts';
import type { Db } from '../../../db/Database.ts';
import { DisplayTime } from '../../../db/DisplayTime.ts';
import type { AddressBook } from '../AddressBook.ts';
import type { DeptTree } from '../DeptTree.ts';
import { DataScopes } from '../DataScopes.ts';
import { orgTexts } from '../zh-CN.ts';
import { DeptPaths } from './DeptPaths.ts';
import { OneImportEach } from './OneImportEach.ts';
import { IMPORT_LIMITS } from './ImportColumns.ts';
import type { ImportFile, UserImport } from './UserImport.ts';
import { UserWorkbook } from './UserWorkbook.ts';

const route = contractRoute<paths>();

const texts = orgTexts.import;
/** The most users one export holds (a company's all, bounded). */
const MAX_EXPORT = 10_000;

export interface UserImportServices {
  imports: UserImport;
  addressBook: AddressBook;
  tree: DeptTree;
  scopes: DataScopes;
  clock: Clock;
  db: Db;
  /** One import per administrator at a time, across every server instance. */
  leases: WorkLeases;
  actorOf: (call: ApiCall<unknown, unknown, unknown>) => AuditActor;
}

/** The uploaded file, read whole (at most IMPORT_LIMITS.maxBytes; more is a 413). */
async function uploaded(call: ApiCall<unknown>): Promise<ImportFile> {
  const tooLarge = () => new ApiError(413, texts.tooLarge(IMPORT_LIMITS.maxBytes / 1024));
  const part = await MultipartFilePart.read(call, IMPORT_LIMITS.maxBytes, tooLarge);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw MultipartFilePart.failure(error, tooLarge);
  }
  if (part.file.truncated) throw tooLarge();
  return { name: part.filename ?? '', bytes };
}

function sendXlsx(reply: FastifyReply, name: string, bytes: Buffer): FastifyReply {
  return reply
    .code(200)
    .headers({
      // An attachment to save, as the disk's downloads: never opened in the browser.
      'content-type': 'application/octet-stream',
      'content-length': String(bytes.length),
      'content-disposition': ContentDisposition.of('attachment', name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    .send(bytes);
}

/** 导入用户 and 导出用户 on 用户管理 (issue 13): x-ronghe-auth admin, the caller's current company only. */
export function userImportRoutes({ imports, addressBook, tree, scopes, clock, db, leases, actorOf }: UserImportServices): ApiRoute[] {
  const oneEach = new OneImportEach(leases);
  return [
    route({
      method: 'GET',
      path: '/admin/orgUser/import/template',
      handler: async (call: ApiCall) => sendXlsx(call.reply, texts.templateFile, await UserWorkbook.template()),
    }),
    route({
      method: 'POST',
      path: '/admin/orgUser/import/preview',
      // Rows in departments outside the caller's data scope are refused, each with its reason (issue 22 §2).
      handler: (call: ApiCall) =>
        oneEach.run(call.user.userId, async () => imports.preview(call.user.companyId, await uploaded(call), await scopes.placement(call.user, call.operation.permission))),
    }),
    route({
      method: 'POST',
      path: '/admin/orgUser/import',
      handler: (call: ApiCall<{ digest: string }>) =>
        oneEach.run(call.user.userId, async () =>
          imports.commit(call.user.companyId, await uploaded(call), call.query.digest, actorOf(call), await scopes.placement(call.user, call.operation.permission)),
        ),
    }),
    route({
      method: 'GET',
      path: '/admin/orgUser/export',
      handler: async (call: ApiCall<{ deptId?: number; keyword?: string }>) => {
        const companyId = call.user.companyId;
        let deptIds: number[] | undefined;
        if (call.query.deptId !== undefined && call.query.deptId !== companyId) {
          const subtree = await tree.subtreeIds(call.query.deptId);
          // Another company's department is no department here.
          if (!subtree || subtree.companyId !== companyId) throw new ApiError(404, orgTexts.deptNotFound);
          deptIds = subtree.ids;
        }
        // The members 用户管理's list shows the caller (issue 22 §2: data scope).
        const reach = await scopes.reach(call.user, call.operation.permission);
        const page = await addressBook.members(DataScopes.narrow({ companyId, deptIds, keyword: call.query.keyword, includeDisabled: true, current: 1, size: MAX_EXPORT }, reach));
        const paths = await DeptPaths.names(db, companyId);
        const users = page.records.map((member) => ({
          username: member.username,
          chineseName: member.chineseName ?? '',
          phone: member.phone ?? '',
          dept: member.deptId === null || member.deptId === undefined ? '' : (paths.get(member.deptId) ?? member.deptName ?? ''),
          email: member.email ?? '',
          status: member.status === '1' ? texts.disabled : texts.active,
        }));
        const day = DisplayTime.format(clock.now()).slice(0, 10).replaceAll('-', '');
        return sendXlsx(call.reply, texts.exportFile(day), await UserWorkbook.users(users));
      },
    }),
  ];
}
