import { createHash } from 'node:crypto';
import { encryptPassword } from '../TestServer.ts';
import { contract, reimbursement } from '../workflow/WorkflowDriver.ts';
import { AuthorizationWorld, type AuthorizationRequest, type Identity, type Username } from './AuthorizationWorld.ts';
import { leaveDefinition, leaveRequest } from '../forms/DesignedFormDriver.ts';

/**
 * What the server answers:
 * - 'ok': 2xx — the request was let through and done.
 * - 'passes': 2xx or 400 — let through; the request carries no complete input (a body nobody
 *   needs for an authorization question), so the handler's validation may refuse it.
 * - 401, 403, 404: refused with that status.
 * - 'refused': 403 or 404 — refused, either way (the spec leaves open whether a resource of
 *   another company is hidden or forbidden).
 */
export type Outcome = 'ok' | 'passes' | 401 | 403 | 404 | 'refused';

/** Which helper's branch makes a cell true (issue 9); until it is merged the cell is expected to fail. */
export type Pending = 'tenancy' | 'auth';

export type Cell = Outcome | { is: Outcome; pendingOn?: Pending; why?: string };

export interface OperationExpectation {
  /** Who the request is built for: the `owner` identity. Null: nobody (a public operation sent without a token). */
  by: Username | null;
  request: (world: AuthorizationWorld) => AuthorizationRequest | Promise<AuthorizationRequest>;
  /** Every identity a session of its own: the operation may end the session it is sent with. */
  freshSessions?: boolean;
  /**
   * No server module answers the operation yet (every caller gets 404 资源不存在): its outcomes
   * are what it must do once served, and the test fails as soon as a module serves it, so
   * that whoever serves it drops this flag and the outcomes are checked.
   */
  notServedYet?: true;
  outcomes: Record<Identity, Cell>;
}

/** Logout revokes at once (issue 9, auth); today a logged-out token works up to 60 s longer. */
const LOGGED_OUT: Cell = 401;

/** A public operation: anyone, with or without a token, valid or not, gets the same answer. */
function anyone(outcome: Outcome = 'ok'): Record<Identity, Cell> {
  return { owner: outcome, noToken: outcome, garbageToken: outcome, loggedOutToken: outcome, otherUser: outcome, foreignCompany: outcome, otherCompanyUser: outcome, nonAdmin: outcome };
}

/**
 * A user operation on the caller's own things in the current company (their menu, their
 * to-dos, their lists): every logged-in member gets their own, so others are let through too.
 */
function ownThings(outcome: Outcome = 'ok', change: Partial<Record<Identity, Cell>> = {}): Record<Identity, Cell> {
  return {
    owner: outcome,
    noToken: 401,
    garbageToken: 401,
    loggedOutToken: LOGGED_OUT,
    otherUser: outcome,
    foreignCompany: { is: 403, why: 'the companyId header names a company the caller is no member of' },
    otherCompanyUser: outcome,
    nonAdmin: outcome,
    ...change,
  };
}

/** A user operation naming a resource of the owner's: nobody else gets at it. */
function ownersOnly(outcome: Outcome = 'ok', change: Partial<Record<Identity, Cell>> = {}): Record<Identity, Cell> {
  return ownThings(outcome, { otherUser: 'refused', otherCompanyUser: 'refused', ...change });
}

/**
 * A contract's form, history, diagram or task: its participants and the company's admins only
 * (issue 9 item 6: 王五 takes no part in 张三's contract).
 */
function participantsOnly(outcome: Outcome = 'ok', change: Partial<Record<Identity, Cell>> = {}): Record<Identity, Cell> {
  return ownThings(outcome, {
    otherUser: { is: 403, why: 'a member who takes no part in the contract (issue 9 item 6)' },
    otherCompanyUser: 'refused',
    ...change,
  });
}

/** An administrator's operation on the current company: 陈静 administers her own company, so she is let through there. */
function admins(outcome: Outcome = 'ok', change: Partial<Record<Identity, Cell>> = {}): Record<Identity, Cell> {
  return {
    owner: outcome,
    noToken: 401,
    garbageToken: 401,
    loggedOutToken: LOGGED_OUT,
    otherUser: { is: 403, why: '王五 is no administrator' },
    foreignCompany: 403,
    otherCompanyUser: { is: outcome, why: '陈静 administers 融合教育集团, the company she is in' },
    nonAdmin: 403,
    ...change,
  };
}

const page = '?current=1&size=10';
let formKeys = 0;
/** A designed form's key no request used before (the permission holders' test builds each request again). */
const freshFormKey = (prefix: string) => `${prefix}_${++formKeys}`;
/** The seed's first agreement_type item: a system item, which nobody may change or delete. */
const SYSTEM_DICT_ITEM = 101;
const TECH_DEPT = 11;
const TECH_TAG = 2;
const ZHANGSAN_MESSAGE = { read: 1, detail: 2, delete: 3 };
const ZHANGSAN_TODO = { view: 1, complete: 2 };
/** Demo applications of 融合科技 (server/modules/applications/ApplicationDemoRows.ts): 发起审批 and the self-built 员工手册. */
const TECH_APP = { plain: 1, selfBuilt: 6 };
/** 融合科技's 合同审批 in the workbench centre. */
const TECH_SUBMODULE = 1;
/** 张三's demo event 项目周例会 (server/modules/schedule/ScheduleDemoSeed.ts), inviting 李四 and 王五. */
const ZHANGSAN_EVENT = 1;
/** 李四's demo event 部门团建, which invites nobody. */
const LISI_EVENT = 4;
const SCHEDULE_RANGE = `?start=${encodeURIComponent('2026-11-01 00:00:00')}&end=${encodeURIComponent('2026-12-01 00:00:00')}`;
const scheduleBody = (title: string) => ({
  title,
  startTime: '2026-12-02 10:00:00',
  endTime: '2026-12-02 11:00:00',
  allDay: false,
  location: null,
  description: null,
  remindMinutes: null,
  inviteeIds: [],
});

/** 部门管理 and 用户管理 (issue 13): things made for one request, so each operation has its own. */
let orgAdminSerial = 0;
async function freshDept(world: AuthorizationWorld): Promise<number> {
  const answer = await world.api.post<{ id: number }>('/admin/addressBook/dept', { token: await world.token('admin'), json: { name: `授权部门${++orgAdminSerial}`, parentId: 1 } });
  return answer.body.data.id;
}
/** 融合科技's demo notice 张三 reads (NoticeDemoRows). */
const TECH_NOTICE = 1;

async function freshNotice(world: AuthorizationWorld): Promise<number> {
  const answer = await world.api.post<{ id: number }>('/admin/noticeAnnouncement', { token: await world.token('admin'), json: { title: `授权公告${++orgAdminSerial}`, content: '将被撤回' } });
  return answer.body.data.id;
}

async function freshUser(world: AuthorizationWorld, by: Username = 'admin'): Promise<{ userId: number; username: string }> {
  const n = ++orgAdminSerial;
  const username = `authz_user${n}`;
  const answer = await world.api.post<{ userId: number }>('/admin/orgUser', {
    token: await world.token(by),
    json: { username, chineseName: '授权用户', phone: `1390000${String(7000 + n).padStart(4, '0')}`, password: encryptPassword('Authz@2026') },
  });
  return { userId: answer.body.data.userId, username };
}
/**
 * 张三's pending invitation from 融合教育集团 ('invite', sent by 陈静) or his pending application to it
 * ('apply'), made for one request; whatever of the other kind waits is answered first, since a company
 * has one request per user at a time.
 */
async function pendingJoinRequest(world: AuthorizationWorld, kind: 'invite' | 'apply'): Promise<number> {
  const token = await world.token('zhangsan');
  type Request = { requestId: number; kind: string; state: string; companyId: number };
  const waiting = async () => (await world.api.get<Request[]>('/admin/joinRequest/mine', { token })).body.data.find((r) => r.companyId === 2 && r.state === 'pending');
  const before = await waiting();
  if (before?.kind === kind) return before.requestId;
  if (before?.kind === 'invite') await world.api.request('PUT', `/admin/joinRequest/${before.requestId}/answer`, { token, json: { accept: false } });
  if (before?.kind === 'apply') await world.api.request('DELETE', `/admin/joinRequest/${before.requestId}`, { token });
  if (kind === 'invite') await world.api.post('/admin/orgMember', { token: await world.token('chenjing'), json: { username: 'zhangsan' } });
  else await world.api.post('/admin/joinRequest/apply', { token, json: { companyId: 2 } });
  return (await waiting())!.requestId;
}
/** 角色管理 and 标签管理 (issue 13): a role or tag of 融合科技 made for one request, holding 张三 when asked. */
async function freshRole(world: AuthorizationWorld, holder?: number): Promise<number> {
  const token = await world.token('admin');
  const n = ++orgAdminSerial;
  const roleId = (await world.api.post<{ roleId: number }>('/admin/orgRole', { token, json: { roleName: `授权角色${n}`, roleCode: `AUTHZ_FRESH_${n}` } })).body.data.roleId;
  if (holder) await world.api.post(`/admin/orgRole/${roleId}/users`, { token, json: { userIds: [holder] } });
  return roleId;
}
async function freshTag(world: AuthorizationWorld, member?: number): Promise<number> {
  const token = await world.token('admin');
  const tagId = (await world.api.post<{ tagId: number }>('/admin/orgTag', { token, json: { tagName: `授权标签${++orgAdminSerial}`, parentId: null } })).body.data.tagId;
  if (member) await world.api.post(`/admin/orgTag/${tagId}/members`, { token, json: { userIds: [member] } });
  return tagId;
}
const ZHANGSAN = 2;
const TECH_ONLY: Partial<Record<Identity, Cell>> = { otherCompanyUser: { is: 'refused', why: 'a role or tag of 融合科技, not of the company 陈静 administers' } };
/** A 导入用户 file of one new user, unique per request. */
function importCsv(): string {
  const n = ++orgAdminSerial;
  return `账号,姓名,手机号\nauthz_import${n},授权导入,1390000${String(8000 + n).padStart(4, '0')}\n`;
}
/** A 融合科技 department: 陈静 administers 融合教育集团 only. */
const TECH_LEGAL_DEPT = 19;

/** 内容管理 (issue 13): a fresh news draft per operation, so publishing, withdrawing or deleting it asks nothing of the demo rows. */
let siteContentSerial = 0;
async function freshNewsDraft(world: AuthorizationWorld, published = false): Promise<number> {
  const token = await world.token('admin');
  const answer = await world.api.post<{ id: number }>('/admin/website/content/news', { token, json: { title: `授权新闻${++siteContentSerial}` } });
  const id = answer.body.data.id;
  if (published) await world.api.post(`/admin/website/content/news/${id}/publish`, { token });
  return id;
}
/** The public site is the platform's: its administrator (role 3) alone manages it; 陈静 administers one company only. */
function platformAdmin(outcome: Outcome = 'ok'): Record<Identity, Cell> {
  return admins(outcome, { otherCompanyUser: { is: 403, why: '陈静 administers one company, not the public site every company shares' } });
}

/**
 * Every operation of contracts/openapi, keyed `METHOD path`: how to ask, and what each
 * identity gets. An operation missing here, or an entry for an operation the contracts do not
 * have, fails Authorization.test.ts.
 */
export const AUTHORIZATION_EXPECTATIONS: Record<string, OperationExpectation> = {
  // ——— auth.yaml ———
  'POST /auth/oauth/token': {
    by: null,
    request: () => ({ url: '/auth/oauth/token?grant_type=password&scope=server', form: { username: 'zhangsan', password: encryptPassword('Ronghe@2026') } }),
    outcomes: anyone('ok'),
  },
  'POST /auth/mobile/token/sms': { by: null, request: () => ({ url: '/auth/mobile/token/sms?mobile=13800000002&code=0000&grant_type=mobile' }), outcomes: anyone('passes') },
  'POST /auth/mobile/token/social': { by: null, request: () => ({ url: '/auth/mobile/token/social?mobile=13800000002&grant_type=social' }), outcomes: anyone('passes') },
  // The login captcha: an image for anyone who asks.
  'GET /auth/code': { by: null, request: () => ({ url: '/auth/code?randomStr=authz-captcha' }), outcomes: anyone() },
  'POST /auth/token/logout': { by: 'zhangsan', freshSessions: true, request: () => ({ url: '/auth/token/logout' }), outcomes: ownThings('ok') },

  // ——— admin.yaml: the caller and the portal ———
  'GET /admin/user/info': { by: 'zhangsan', request: () => ({ url: '/admin/user/info' }), outcomes: ownThings() },
  'GET /admin/user/info/{username}': {
    by: 'admin',
    request: () => ({ url: '/admin/user/info/zhangsan' }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: '张三 is no member of the company 陈静 administers (a company admin is admin of that company only)' } }),
  },
  'GET /admin/menu/front/getUserMenu': { by: 'zhangsan', request: () => ({ url: '/admin/menu/front/getUserMenu' }), outcomes: ownThings() },
  'GET /admin/menu/front/getUserMenuNotToken': { by: null, request: () => ({ url: '/admin/menu/front/getUserMenuNotToken' }), outcomes: anyone() },
  'GET /admin/enterpriseSetting/select': { by: null, request: () => ({ url: '/admin/enterpriseSetting/select' }), outcomes: anyone() },
  // The load balancer's check: it sends no token, and a token changes nothing.
  'GET /admin/health': { by: null, request: () => ({ url: '/admin/health' }), outcomes: anyone() },
  'GET /admin/home/front/count': { by: 'zhangsan', request: () => ({ url: '/admin/home/front/count' }), outcomes: ownThings() },
  'GET /admin/home/front/msgCount': { by: 'zhangsan', request: () => ({ url: '/admin/home/front/msgCount' }), outcomes: ownThings() },
  'GET /admin/addressBook/dept/companysAndTodo': { by: 'zhangsan', request: () => ({ url: '/admin/addressBook/dept/companysAndTodo' }), outcomes: ownThings() },
  'POST /admin/addressBook/dept/changeCompany': {
    by: 'zhangsan',
    request: () => ({ url: '/admin/addressBook/dept/changeCompany', json: { companyId: 1 } }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 'refused', why: '陈静 is no member of 融合科技, the company asked for' } }),
  },
  'GET /admin/dict/type/{dictType}': { by: 'zhangsan', request: () => ({ url: '/admin/dict/type/agreement_type' }), outcomes: ownThings() },
  // 管理后台 › 系统设置 (issue 13): the settings and dictionaries are the whole platform's, so changing them takes the platform administrator.
  'GET /admin/enterpriseSetting/admin': { by: 'admin', request: () => ({ url: '/admin/enterpriseSetting/admin' }), outcomes: admins() },
  'PUT /admin/enterpriseSetting/admin': {
    by: 'admin',
    // The seed's own copyright: the change changes nothing, whoever gets through.
    request: () => ({ url: '/admin/enterpriseSetting/admin', json: { copyrightBottomInfo: 'Copyright © 2026 融合科技有限公司 版权所有' } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 403, why: '陈静 administers one company, not the platform every company shares' } }),
  },
  'GET /admin/enterpriseSetting/image/{fileName}': {
    by: null,
    request: () => ({ url: '/admin/enterpriseSetting/image/0123456789abcdef0123456789abcdef.png' }),
    outcomes: anyone(404),
  },
  'GET /admin/dict/types': { by: 'admin', request: () => ({ url: '/admin/dict/types' }), outcomes: admins() },
  'GET /admin/dict/items/{dictType}': { by: 'admin', request: () => ({ url: '/admin/dict/items/agreement_type' }), outcomes: admins() },
  'POST /admin/dict/item': {
    by: 'admin',
    request: () => ({ url: '/admin/dict/item', json: { dictType: 'agreement_type', label: '授权测试', value: `auth-${Math.random().toString(16).slice(2)}` } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 403, why: '陈静 administers one company, not the dictionaries every company shares' } }),
  },
  'PUT /admin/dict/item/{id}': {
    by: 'admin',
    request: () => ({ url: `/admin/dict/item/${SYSTEM_DICT_ITEM}`, json: { label: '改', value: 'x' } }),
    outcomes: admins('passes', { owner: { is: 'passes', why: '400: a system item is never changed' }, otherCompanyUser: { is: 403, why: '陈静 administers one company, not the dictionaries every company shares' } }),
  },
  'DELETE /admin/dict/item/{id}': {
    by: 'admin',
    request: () => ({ url: `/admin/dict/item/${SYSTEM_DICT_ITEM}` }),
    outcomes: admins('passes', { owner: { is: 'passes', why: '400: a system item is never deleted' }, otherCompanyUser: { is: 403, why: '陈静 administers one company, not the dictionaries every company shares' } }),
  },
  // 管理后台 › 菜单管理 (issue 13): one top menu and one public navigation for every company.
  'GET /admin/menu/admin/tree': { by: 'admin', request: () => ({ url: '/admin/menu/admin/tree?menuType=portal' }), outcomes: admins() },
  'POST /admin/menu/admin': {
    by: 'admin',
    request: () => ({
      url: '/admin/menu/admin',
      json: { menuType: 'portal', parentId: 0, name: `auth${Math.random().toString(16).slice(2, 10)}`, label: '授权测试', path: '/news', sort: 99, ifShow: '1', linkType: '0' },
    }),
    outcomes: admins('ok', { otherCompanyUser: { is: 403, why: '陈静 administers one company, not the menus every company shares' } }),
  },
  'PUT /admin/menu/admin/{id}': {
    by: 'admin',
    // The seed's 首页 of the public navigation as it is: the change changes nothing, whoever gets through.
    request: () => ({ url: '/admin/menu/admin/101', json: { parentId: 0, name: 'portalHome', label: '首页', path: '/', sort: 1, ifShow: '0', linkType: '0' } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 403, why: '陈静 administers one company, not the menus every company shares' } }),
  },
  'DELETE /admin/menu/admin/{id}': {
    by: 'admin',
    // 党建园地 has children: refused by the rule once let through, so nothing is lost.
    request: () => ({ url: '/admin/menu/admin/102' }),
    outcomes: admins('passes', { owner: { is: 'passes', why: '400: an item with children is never deleted' }, otherCompanyUser: { is: 403, why: '陈静 administers one company, not the menus every company shares' } }),
  },
  'GET /admin/jump/backed': { by: 'zhangsan', request: () => ({ url: '/admin/jump/backed' }), outcomes: ownThings() },
  'GET /admin/door/getDoorList': { by: 'zhangsan', request: () => ({ url: '/admin/door/getDoorList' }), outcomes: ownThings() },
  'GET /admin/user/personalInfo': { by: 'zhangsan', request: () => ({ url: '/admin/user/personalInfo' }), outcomes: ownThings() },
  'POST /admin/user/editPersonalInfo': { by: 'zhangsan', request: () => ({ url: '/admin/user/editPersonalInfo', json: {} }), outcomes: ownThings('passes') },
  'POST /admin/user/register': { by: null, request: () => ({ url: '/admin/user/register', json: {} }), outcomes: anyone('passes') },
  'POST /admin/user/resetPassword': { by: null, request: () => ({ url: '/admin/user/resetPassword', json: {} }), outcomes: anyone('passes') },
  // The lock screen checks the caller's own password: nobody names another's.
  'POST /admin/user/unlock': { by: 'zhangsan', request: () => ({ url: '/admin/user/unlock', json: {} }), outcomes: ownThings('passes') },
  'POST /admin/user/editNotAgainRemind': { by: 'zhangsan', request: () => ({ url: '/admin/user/editNotAgainRemind', json: { notAgainRemind: '0' } }), outcomes: ownThings('passes') },
  // The first-login guide: each caller reads and marks their own (the operations name no user).
  'GET /admin/user/guide': { by: 'zhangsan', request: () => ({ url: '/admin/user/guide' }), outcomes: ownThings() },
  'POST /admin/user/guide/seen': { by: 'zhangsan', request: () => ({ url: '/admin/user/guide/seen' }), outcomes: ownThings() },
  // An unregistered phone (400 手机号码未注册): no code is sent, so no send limit is met on the way through the identities.
  'GET /admin/mobile/{mobile}': { by: null, request: () => ({ url: '/admin/mobile/13900000098' }), outcomes: anyone('passes') },
  // A registered phone (400 手机号码已注册): no code is sent, so no send limit is met on the way through the identities.
  'GET /admin/mobile/register/{mobile}': { by: null, request: () => ({ url: '/admin/mobile/register/13800000002' }), outcomes: anyone('passes') },
  // No provider is configured in the test server: 未配置该第三方登录 for everyone.
  'GET /admin/social/authorize/{type}': { by: null, request: () => ({ url: '/admin/social/authorize/WX' }), outcomes: anyone(404) },
  'GET /admin/social/providers': { by: null, request: () => ({ url: '/admin/social/providers' }), outcomes: anyone() },
  'POST /admin/social/bind/{type}': { by: 'zhangsan', request: () => ({ url: '/admin/social/bind/WX', json: {} }), outcomes: ownThings('passes') },
  'POST /admin/social/unbind/{type}': { by: 'zhangsan', request: () => ({ url: '/admin/social/unbind/WX' }), outcomes: ownThings('passes') },
  'POST /admin/weakPassword/checkPassword': { by: null, request: () => ({ url: '/admin/weakPassword/checkPassword', json: {} }), outcomes: anyone('passes') },
  'GET /admin/check/username': { by: null, request: () => ({ url: '/admin/check/username?username=zhangsan' }), outcomes: anyone() },
  'GET /admin/check/phone': { by: null, request: () => ({ url: '/admin/check/phone?phone=13800000002' }), outcomes: anyone() },
  'GET /admin/check/phoneOtherUser': { by: 'zhangsan', request: () => ({ url: '/admin/check/phoneOtherUser?phone=13800000002' }), outcomes: ownThings() },
  'GET /admin/lvluoDownload/android': { by: null, request: () => ({ url: '/admin/lvluoDownload/android' }), outcomes: anyone('passes') },

  // ——— files: every member of the uploader's company reads a file, nobody else ———
  'POST /admin/sys-file/upload': {
    by: 'zhangsan',
    request: () => ({ url: '/admin/sys-file/upload?folder=authz', upload: { filename: '说明.pdf', content: '%PDF-1.4' } }),
    outcomes: ownThings(),
  },
  'GET /admin/sys-file/{bucket}/{fileName}': {
    by: 'zhangsan',
    request: async (w) => ({ url: `/admin/sys-file/${(await w.file()).bucket}/${(await w.file()).fileName}` }),
    outcomes: ownThings('ok', { otherCompanyUser: 'refused' }),
  },
  'GET /system/file/{bucketName}/{fileName}': {
    by: 'zhangsan',
    request: async (w) => ({ url: `/system/file/${(await w.file()).bucket}/${(await w.file()).fileName}` }),
    outcomes: ownThings('ok', { otherCompanyUser: 'refused' }),
  },
  'GET /prod-api/sys-file/{bucket}/{fileName}': {
    by: 'zhangsan',
    request: async (w) => ({ url: `/prod-api/sys-file/${(await w.file()).bucket}/${(await w.file()).fileName}` }),
    outcomes: ownThings('ok', { otherCompanyUser: 'refused' }),
  },

  // ——— notices, portals, cards ———
  'GET /admin/ocp/notice/{id}': {
    by: 'zhangsan',
    request: () => ({ url: `/admin/ocp/notice/${TECH_NOTICE}` }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 'refused', why: 'a notice of 融合科技, not of 陈静’s company' } }),
  },
  'GET /admin/noticeAnnouncement/list': { by: 'zhangsan', request: () => ({ url: '/admin/noticeAnnouncement/list?pageNumber=1&pageSize=10' }), outcomes: ownThings() },
  'POST /admin/noticeAnnouncement': {
    by: 'admin',
    request: () => ({ url: '/admin/noticeAnnouncement', json: { title: '授权检查公告', content: '授权检查' } }),
    outcomes: admins(),
  },
  'DELETE /admin/noticeAnnouncement/{id}': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/noticeAnnouncement/${await freshNotice(world)}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'a notice of 融合科技, not of the company 陈静 administers' } }),
  },
  'GET /admin/door/getDoor': { by: 'zhangsan', request: () => ({ url: '/admin/door/getDoor' }), outcomes: ownThings() },
  'GET /admin/door/getByChangeId/{id}': { by: 'zhangsan', request: () => ({ url: '/admin/door/getByChangeId/1' }), outcomes: ownThings() },
  'GET /admin/door/configDoor': { by: 'zhangsan', request: () => ({ url: '/admin/door/configDoor' }), outcomes: ownThings() },
  'POST /admin/door/insert': { by: 'zhangsan', request: () => ({ url: '/admin/door/insert', json: { doorName: '我的门户', cardIds: [2, 1] } }), outcomes: ownThings() },
  // The seeded 默认门户 is everyone's: each caller saves their own cards on it.
  'POST /admin/door/update': { by: 'zhangsan', request: () => ({ url: '/admin/door/update', json: { id: 1, doorName: '默认门户', cardIds: [2, 1] } }), outcomes: ownThings() },
  'POST /admin/card/getCardListByIds': { by: 'zhangsan', request: () => ({ url: '/admin/card/getCardListByIds', json: { cardIds: [3, 1] } }), outcomes: ownThings() },

  // ——— to-dos and messages: the addressee's own ———
  'POST /admin/ocp/todo/complete': {
    by: 'zhangsan',
    request: () => ({ url: '/admin/ocp/todo/complete', json: { id: ZHANGSAN_TODO.complete, completeResult: 'passed' } }),
    outcomes: ownersOnly(),
  },
  'GET /admin/ocp/todo/myTodoPage': { by: 'zhangsan', request: () => ({ url: `/admin/ocp/todo/myTodoPage${page}` }), outcomes: ownThings() },
  'GET /admin/ocp/todo/{id}': { by: 'zhangsan', request: () => ({ url: `/admin/ocp/todo/${ZHANGSAN_TODO.view}` }), outcomes: ownersOnly() },
  'GET /admin/ocp/todo/listUseToDoSearch': { by: 'zhangsan', request: () => ({ url: '/admin/ocp/todo/listUseToDoSearch' }), outcomes: ownThings() },
  'GET /admin/ocp/todo/listUseCreateBySearch': { by: 'zhangsan', request: () => ({ url: '/admin/ocp/todo/listUseCreateBySearch' }), outcomes: ownThings() },
  'GET /admin/ocp/todo/myCreateByPage': { by: 'zhangsan', request: () => ({ url: `/admin/ocp/todo/myCreateByPage${page}` }), outcomes: ownThings() },
  'GET /admin/ocp/msg/page': { by: 'zhangsan', request: () => ({ url: `/admin/ocp/msg/page${page}` }), outcomes: ownThings() },
  'POST /admin/ocp/msg/send': {
    by: 'zhangsan',
    request: () => ({ url: '/admin/ocp/msg/send', json: { userId: 3, content: '你好' } }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 'refused', why: '李四 is no member of 融合教育集团, 陈静’s current company' } }),
  },
  'POST /admin/ocp/msg/batchRead': { by: 'zhangsan', request: () => ({ url: '/admin/ocp/msg/batchRead' }), outcomes: ownThings() },
  'POST /admin/ocp/msg/read/{id}': { by: 'zhangsan', request: () => ({ url: `/admin/ocp/msg/read/${ZHANGSAN_MESSAGE.read}` }), outcomes: ownersOnly() },
  'POST /admin/ocp/msg/delete/{id}': { by: 'zhangsan', request: () => ({ url: `/admin/ocp/msg/delete/${ZHANGSAN_MESSAGE.delete}` }), outcomes: ownersOnly() },
  'GET /admin/ocp/msg/readAndGetDetail/{id}': { by: 'zhangsan', request: () => ({ url: `/admin/ocp/msg/readAndGetDetail/${ZHANGSAN_MESSAGE.detail}` }), outcomes: ownersOnly() },

  // ——— the organisation: a company's members see its tree; other companies' trees are theirs ———
  'GET /admin/addressBook/dept/open/listCompanys': { by: null, request: () => ({ url: '/admin/addressBook/dept/open/listCompanys' }), outcomes: anyone() },
  'GET /admin/addressBook/dept/open/listByCompanyId': { by: null, request: () => ({ url: '/admin/addressBook/dept/open/listByCompanyId?companyId=1' }), outcomes: anyone() },
  'GET /admin/addressBook/dept/companys': { by: 'zhangsan', request: () => ({ url: '/admin/addressBook/dept/companys' }), outcomes: ownThings() },
  'POST /admin/addressBook/dept': {
    by: 'lisi',
    request: () => ({ url: '/admin/addressBook/dept', json: { name: '授权测试部', parentId: TECH_DEPT } }),
    outcomes: ownThings('ok', {
      otherUser: { is: 403, why: '王五 holds no sys_dept_add and administers no company' },
      otherCompanyUser: { is: 'refused', why: '陈静 holds sys_dept_add, but 总经办 is no node of 融合教育集团, her current company' },
      nonAdmin: { is: 403, why: '张三 holds no sys_dept_add' },
    }),
  },
  'GET /admin/addressBook/dept/{id}': { by: 'zhangsan', request: () => ({ url: `/admin/addressBook/dept/${TECH_DEPT}` }), outcomes: ownThings('ok', { otherCompanyUser: 'refused' }) },
  'PUT /admin/addressBook/dept/{id}': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/addressBook/dept/${await freshDept(world)}`, json: { sort: 50 } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'a department of 融合科技, not of the company 陈静 administers' } }),
  },
  'DELETE /admin/addressBook/dept/{id}': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/addressBook/dept/${await freshDept(world)}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'a department of 融合科技, not of the company 陈静 administers' } }),
  },
  'POST /admin/orgUser': {
    by: 'admin',
    request: () => ({
      url: '/admin/orgUser',
      json: { username: 'authz_created', chineseName: '授权新人', phone: '13900006999', deptId: TECH_LEGAL_DEPT, password: encryptPassword('Authz@2026') },
    }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'deptId names a department of 融合科技, not of 陈静’s company' } }),
  },
  'PUT /admin/orgUser/{id}': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/orgUser/${(await freshUser(world)).userId}`, json: { post: '授权岗位' } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'a member of 融合科技 only' } }),
  },
  'PUT /admin/orgUser/{id}/status': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/orgUser/${(await freshUser(world)).userId}/status`, json: { status: '1' } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'a member of 融合科技 only' } }),
  },
  'GET /admin/orgUser/{id}/openTasks': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/orgUser/${(await freshUser(world)).userId}/openTasks` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'a member of 融合科技 only' } }),
  },
  'PUT /admin/orgUser/{id}/password': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/orgUser/${(await freshUser(world)).userId}/password`, json: {} }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'a member of 融合科技 only' } }),
  },
  'POST /admin/orgMember': {
    by: 'admin',
    // A user of 融合教育集团 joins 融合科技.
    request: async (world) => ({ url: '/admin/orgMember', json: { username: (await freshUser(world, 'chenjing')).username } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'passes', why: '陈静 administers her own company, where the user already is a member (400)' } }),
  },
  'DELETE /admin/orgMember/{id}': {
    by: 'admin',
    // 陈静 is invited to 融合科技 for this request and accepts; the owner removes her again.
    request: async (world) => {
      const invited = await world.api.post<{ requestId: number } | null>('/admin/orgMember', { token: await world.token('admin'), json: { username: 'chenjing' } });
      // A member still from an earlier request (400 该用户已是本单位成员) needs no invitation.
      if (invited.body.data) await world.api.request('PUT', `/admin/joinRequest/${invited.body.data.requestId}/answer`, { token: await world.token('chenjing'), json: { accept: true } });
      return { url: '/admin/orgMember/11' };
    },
    outcomes: admins('ok', { otherCompanyUser: { is: 'passes', why: '陈静 removing herself from her own company: 不能把自己移出本单位 (400)' } }),
  },
  // Joining a company takes both sides (issue 22 §1): invitations the user answers, applications an administrator answers.
  'GET /admin/joinRequest/mine': { by: 'zhangsan', request: () => ({ url: '/admin/joinRequest/mine' }), outcomes: ownThings() },
  'POST /admin/joinRequest/apply': {
    by: 'zhangsan',
    request: () => ({ url: '/admin/joinRequest/apply', json: { companyId: 2, note: '授权申请' } }),
    // One body for every caller: the first application of each is taken, a second (or 陈静's, a member already) is 400.
    outcomes: ownThings('passes', { otherCompanyUser: { is: 'passes', why: '陈静 is a member of 融合教育集团 already (400)' } }),
  },
  'PUT /admin/joinRequest/{id}/answer': {
    by: 'zhangsan',
    // 陈静 invites 张三 to 融合教育集团; he declines, so nothing changes for the other operations.
    request: async (world) => ({ url: `/admin/joinRequest/${await pendingJoinRequest(world, 'invite')}/answer`, json: { accept: false } }),
    outcomes: ownersOnly(),
  },
  'DELETE /admin/joinRequest/{id}': {
    by: 'zhangsan',
    request: async (world) => ({ url: `/admin/joinRequest/${await pendingJoinRequest(world, 'apply')}` }),
    outcomes: ownersOnly(),
  },
  'GET /admin/orgJoinRequest': { by: 'admin', request: () => ({ url: '/admin/orgJoinRequest' }), outcomes: admins() },
  'PUT /admin/orgJoinRequest/{id}/answer': {
    by: 'admin',
    // A user of 融合教育集团 applies to 融合科技; the owner declines.
    request: async (world) => {
      const applicant = await freshUser(world, 'chenjing');
      const token = (await world.api.login(applicant.username, 'Authz@2026')).access_token;
      const applied = await world.api.post<{ requestId: number }>('/admin/joinRequest/apply', { token, json: { companyId: 1 } });
      return { url: `/admin/orgJoinRequest/${applied.body.data.requestId}/answer`, json: { accept: false } };
    },
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'an application to 融合科技, not to 陈静’s company' } }),
  },
  'DELETE /admin/orgJoinRequest/{id}': {
    by: 'admin',
    request: async (world) => {
      const invitee = await freshUser(world, 'chenjing');
      const invited = await world.api.post<{ requestId: number }>('/admin/orgMember', { token: await world.token('admin'), json: { username: invitee.username } });
      return { url: `/admin/orgJoinRequest/${invited.body.data.requestId}` };
    },
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'an invitation of 融合科技, not of 陈静’s company' } }),
  },
  // 角色管理 and 标签管理 (issue 13): 陈静 makes and lists her own company's; 融合科技's are not hers.
  'GET /admin/orgRole': { by: 'admin', request: () => ({ url: '/admin/orgRole' }), outcomes: admins() },
  'POST /admin/orgRole': {
    by: 'admin',
    request: () => ({ url: '/admin/orgRole', json: { roleName: `授权新角色${++orgAdminSerial}`, roleCode: `AUTHZ_NEW_${orgAdminSerial}`, permissions: ['sys_dept_add'] } }),
    // One body for every caller: 陈静 makes the role in her company first, and the code is taken platform-wide after that.
    outcomes: admins('ok', { owner: { is: 'passes', why: 'the code is taken by 陈静’s role made a moment before (400 角色编码已被使用)' } }),
  },
  'PUT /admin/orgRole/{id}': { by: 'admin', request: async (world) => ({ url: `/admin/orgRole/${await freshRole(world)}`, json: { roleDesc: '授权' } }), outcomes: admins('ok', TECH_ONLY) },
  'DELETE /admin/orgRole/{id}': { by: 'admin', request: async (world) => ({ url: `/admin/orgRole/${await freshRole(world)}` }), outcomes: admins('ok', TECH_ONLY) },
  'GET /admin/orgRole/{id}/users': { by: 'admin', request: async (world) => ({ url: `/admin/orgRole/${await freshRole(world)}/users${page}` }), outcomes: admins('ok', TECH_ONLY) },
  'POST /admin/orgRole/{id}/users': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/orgRole/${await freshRole(world)}/users`, json: { userIds: [ZHANGSAN] } }),
    outcomes: admins('ok', TECH_ONLY),
  },
  'DELETE /admin/orgRole/{id}/users/{userId}': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/orgRole/${await freshRole(world, ZHANGSAN)}/users/${ZHANGSAN}` }),
    outcomes: admins('ok', TECH_ONLY),
  },
  'POST /admin/orgTag': { by: 'admin', request: () => ({ url: '/admin/orgTag', json: { tagName: `授权新标签${++orgAdminSerial}`, parentId: null } }), outcomes: admins() },
  'PUT /admin/orgTag/{id}': { by: 'admin', request: async (world) => ({ url: `/admin/orgTag/${await freshTag(world)}`, json: { tagName: `授权改名${++orgAdminSerial}` } }), outcomes: admins('ok', TECH_ONLY) },
  'DELETE /admin/orgTag/{id}': { by: 'admin', request: async (world) => ({ url: `/admin/orgTag/${await freshTag(world)}` }), outcomes: admins('ok', TECH_ONLY) },
  'GET /admin/orgTag/{id}/members': { by: 'admin', request: () => ({ url: `/admin/orgTag/${TECH_TAG}/members${page}` }), outcomes: admins('ok', TECH_ONLY) },
  'POST /admin/orgTag/{id}/members': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/orgTag/${await freshTag(world)}/members`, json: { userIds: [ZHANGSAN] } }),
    outcomes: admins('ok', TECH_ONLY),
  },
  'DELETE /admin/orgTag/{id}/members/{userId}': {
    by: 'admin',
    request: async (world) => ({ url: `/admin/orgTag/${await freshTag(world, ZHANGSAN)}/members/${ZHANGSAN}` }),
    outcomes: admins('ok', TECH_ONLY),
  },
  // 导入用户 and 导出用户 (issue 13): the current company's administrators; the rows' departments are looked up in it.
  'GET /admin/orgUser/import/template': { by: 'admin', request: () => ({ url: '/admin/orgUser/import/template' }), outcomes: admins() },
  'POST /admin/orgUser/import/preview': {
    by: 'admin',
    request: () => ({ url: '/admin/orgUser/import/preview', upload: { filename: '用户.csv', content: importCsv() } }),
    outcomes: admins(),
  },
  'POST /admin/orgUser/import': {
    by: 'admin',
    request: () => {
      const content = importCsv();
      return { url: `/admin/orgUser/import?digest=${createHash('sha256').update(content).digest('hex')}`, upload: { filename: '用户.csv', content } };
    },
    outcomes: admins(),
  },
  'GET /admin/orgUser/export': {
    by: 'admin',
    request: () => ({ url: `/admin/orgUser/export?deptId=${TECH_LEGAL_DEPT}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'a department of 融合科技, not of the company 陈静 administers' } }),
  },
  'GET /admin/addressBook/dept/treeSelectAdmin/': { by: 'admin', request: () => ({ url: '/admin/addressBook/dept/treeSelectAdmin/' }), outcomes: admins() },
  'GET /admin/addressBook/dept/treeSelect/': { by: 'zhangsan', request: () => ({ url: '/admin/addressBook/dept/treeSelect/' }), outcomes: ownThings() },
  'GET /admin/addressBook/dept/fullTreeSelect': { by: 'zhangsan', request: () => ({ url: '/admin/addressBook/dept/fullTreeSelect' }), outcomes: ownThings() },
  'GET /admin/addressBook/dept/treeByCompanyId': {
    by: 'zhangsan',
    request: () => ({ url: '/admin/addressBook/dept/treeByCompanyId?companyId=1' }),
    outcomes: ownThings('ok', { otherCompanyUser: 'refused' }),
  },
  'GET /admin/addressBook/user/fullList': { by: 'zhangsan', request: () => ({ url: '/admin/addressBook/user/fullList' }), outcomes: ownThings() },
  'GET /admin/addressBook/user/admin/list': { by: 'admin', request: () => ({ url: `/admin/addressBook/user/admin/list${page}` }), outcomes: admins() },
  'GET /admin/role/roleUserDeptTree': { by: 'admin', request: () => ({ url: '/admin/role/roleUserDeptTree' }), outcomes: admins() },
  'GET /admin/role/roleUserListUser': { by: 'admin', request: () => ({ url: '/admin/role/roleUserListUser' }), outcomes: admins('passes') },
  'POST /admin/role/origanizeToUser': { by: 'zhangsan', request: () => ({ url: '/admin/role/origanizeToUser', json: {} }), outcomes: ownThings('passes') },
  'GET /admin/role/page': { by: 'admin', request: () => ({ url: `/admin/role/page${page}` }), outcomes: admins() },
  'GET /admin/audit/page': { by: 'admin', request: () => ({ url: `/admin/audit/page${page}` }), outcomes: admins() },
  'GET /admin/tag/tree': { by: 'zhangsan', request: () => ({ url: '/admin/tag/tree' }), outcomes: ownThings() },
  'GET /admin/tag/{id}': { by: 'zhangsan', request: () => ({ url: `/admin/tag/${TECH_TAG}` }), outcomes: ownThings('ok', { otherCompanyUser: 'refused' }) },
  'GET /admin/tag/member/userByTag': { by: 'zhangsan', request: () => ({ url: `/admin/tag/member/userByTag?tagId=${TECH_TAG}` }), outcomes: ownThings('ok', { otherCompanyUser: 'refused' }) },
  'GET /admin/tag/member/page': { by: 'zhangsan', request: () => ({ url: `/admin/tag/member/page?tagId=${TECH_TAG}&current=1&size=10` }), outcomes: ownThings('ok', { otherCompanyUser: 'refused' }) },
  'POST /admin/cache/tableRowRedis': { by: 'zhangsan', request: () => ({ url: '/admin/cache/tableRowRedis', json: {} }), outcomes: ownThings('passes') },
  'GET /admin/cache/tableRowRedis': { by: 'zhangsan', request: () => ({ url: '/admin/cache/tableRowRedis?md5=0123456789abcdef0123456789abcdef' }), outcomes: ownThings('passes') },

  // ——— schedule.yaml: the caller's own calendar; an event only for its organiser and invitees ———
  'GET /admin/schedule/events': { by: 'zhangsan', request: () => ({ url: `/admin/schedule/events${SCHEDULE_RANGE}` }), outcomes: ownThings() },
  'POST /admin/schedule/events': { by: 'zhangsan', request: () => ({ url: '/admin/schedule/events', json: scheduleBody('授权测试日程') }), outcomes: ownThings() },
  'GET /admin/schedule/events/{id}': {
    by: 'lisi',
    request: () => ({ url: `/admin/schedule/events/${LISI_EVENT}` }),
    outcomes: ownersOnly('ok', {
      otherUser: { is: 404, why: '王五 is not invited to 李四’s 部门团建: it does not exist for him' },
      nonAdmin: { is: 404, why: '张三 is not invited to 李四’s 部门团建' },
      otherCompanyUser: { is: 404, why: '融合科技’s event is unknown in 融合教育集团' },
    }),
  },
  'PUT /admin/schedule/events/{id}': {
    by: 'zhangsan',
    request: () => ({ url: `/admin/schedule/events/${ZHANGSAN_EVENT}`, json: { ...scheduleBody('项目周例会'), inviteeIds: [3, 4] } }),
    outcomes: ownersOnly('ok', {
      otherUser: { is: 403, why: '王五 is invited to 张三’s 项目周例会: he sees it read-only, only the organiser edits' },
      otherCompanyUser: { is: 404, why: '融合科技’s event is unknown in 融合教育集团' },
    }),
  },
  'DELETE /admin/schedule/events/{id}': {
    by: 'lisi',
    request: async (w) => {
      // A fresh event of 李四's inviting 王五, so the owner's delete finds it whatever ran before.
      const created = await w.wf.post<{ id: number }>('lisi', '/admin/schedule/events', { ...scheduleBody('授权测试删除'), inviteeIds: [4] });
      if (created.status !== 200) throw new Error(`李四’s event was not created: ${created.raw}`);
      return { url: `/admin/schedule/events/${created.body.data.id}` };
    },
    outcomes: ownersOnly('ok', {
      otherUser: { is: 403, why: '王五 is invited: read-only' },
      nonAdmin: { is: 404, why: '张三 is not invited to 李四’s event' },
      otherCompanyUser: { is: 404, why: '融合科技’s event is unknown in 融合教育集团' },
    }),
  },

  // ——— application.yaml ———
  'GET /application/appIns/list': { by: 'zhangsan', request: () => ({ url: '/application/appIns/list' }), outcomes: ownThings() },
  'GET /application/appIns/trueUrl': {
    by: 'zhangsan',
    request: () => ({ url: `/application/appIns/trueUrl?appinsId=${TECH_APP.plain}` }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 404, why: '融合科技’s application is unknown in 融合教育集团' } }),
  },
  'GET /application/appIns/selfAppMenu': {
    by: 'zhangsan',
    request: () => ({ url: `/application/appIns/selfAppMenu?appinsId=${TECH_APP.selfBuilt}` }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 404, why: '融合科技’s application is unknown in 融合教育集团' } }),
  },
  'POST /application/appIns/changeSort': {
    by: 'zhangsan',
    request: () => ({ url: '/application/appIns/changeSort', json: { ids: [TECH_APP.plain] } }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 'passes', why: '400: the id is none of 融合教育集团’s applications' } }),
  },
  'GET /application/submodule/centerList': { by: 'zhangsan', request: () => ({ url: '/application/submodule/centerList' }), outcomes: ownThings() },
  'POST /application/submodule/changeSort': {
    by: 'zhangsan',
    request: () => ({ url: '/application/submodule/changeSort', json: { ids: [TECH_SUBMODULE] } }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 'passes', why: '400: the id is none of 融合教育集团’s submodules' } }),
  },
  'POST /application/appCommonUse': {
    by: 'zhangsan',
    request: () => ({ url: '/application/appCommonUse', json: { appinsId: TECH_APP.plain, commonUse: true } }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 404, why: '融合科技’s application is unknown in 融合教育集团' } }),
  },
  'POST /application/appCommonUse/submodule': {
    by: 'zhangsan',
    request: () => ({ url: '/application/appCommonUse/submodule', json: { submoduleId: TECH_SUBMODULE, commonUse: true } }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 404, why: '融合科技’s 合同审批 submodule is unknown in 融合教育集团' } }),
  },

  // ——— classroom.yaml: 智慧课堂's content is anyone's; a learner's results and progress are the caller's own ———
  'GET /website/classroom/items': { by: null, request: () => ({ url: `/website/classroom/items${page}&section=stuTraVideo` }), outcomes: anyone() },
  'GET /website/classroom/items/{id}': { by: null, request: () => ({ url: '/website/classroom/items/201' }), outcomes: anyone() },
  'GET /website/classroom/people/{id}': { by: null, request: () => ({ url: '/website/classroom/people/1' }), outcomes: anyone() },
  'GET /website/classroom/exams': { by: null, request: () => ({ url: `/website/classroom/exams${page}` }), outcomes: anyone() },
  'GET /website/classroom/exams/{id}': { by: null, request: () => ({ url: '/website/classroom/exams/1' }), outcomes: anyone() },
  'GET /website/classroom/media/{fileName}': { by: null, request: () => ({ url: '/website/classroom/media/safety-training-480.jpg' }), outcomes: anyone() },
  'POST /website/classroom/exams/{id}/submission': { by: 'zhangsan', request: () => ({ url: '/website/classroom/exams/1/submission', json: { answers: [] } }), outcomes: ownThings() },
  'GET /website/classroom/my/results': { by: 'zhangsan', request: () => ({ url: `/website/classroom/my/results${page}` }), outcomes: ownThings() },
  'GET /website/classroom/my/progress': { by: 'zhangsan', request: () => ({ url: `/website/classroom/my/progress${page}` }), outcomes: ownThings() },
  'POST /website/classroom/my/progress': { by: 'zhangsan', request: () => ({ url: '/website/classroom/my/progress', json: { itemId: 201, seconds: 1 } }), outcomes: ownThings() },

  // ——— disk.yaml: everyone has a 网盘 of their own; another's item does not exist for them ———
  'GET /admin/disk/items': { by: 'lisi', request: () => ({ url: '/admin/disk/items?current=1&size=10' }), outcomes: ownThings() },
  'POST /admin/disk/folder': { by: 'lisi', request: () => ({ url: '/admin/disk/folder', json: { parentId: 0, name: '授权测试文件夹' } }), outcomes: ownThings() },
  'POST /admin/disk/upload': {
    by: 'lisi',
    request: () => ({ url: '/admin/disk/upload', upload: { filename: '授权上传.txt', content: '内容' } }),
    outcomes: ownThings(),
  },
  'GET /admin/disk/file/{id}': {
    by: 'lisi',
    request: async (w) => ({ url: `/admin/disk/file/${await w.diskItem('lisi', 'file')}` }),
    outcomes: ownersOnly('ok', { otherUser: 404, otherCompanyUser: 404, nonAdmin: { is: 404, why: 'the file is 李四’s' } }),
  },
  'POST /admin/disk/rename': {
    by: 'lisi',
    request: async (w) => ({ url: '/admin/disk/rename', json: { id: await w.diskItem('lisi', 'file'), name: '改名后.txt' } }),
    outcomes: ownersOnly('ok', { otherUser: 404, otherCompanyUser: 404, nonAdmin: { is: 404, why: 'the file is 李四’s' } }),
  },
  'POST /admin/disk/move': {
    by: 'lisi',
    request: async (w) => ({ url: '/admin/disk/move', json: { id: await w.diskItem('lisi', 'file'), parentId: await w.diskItem('lisi', 'folder') } }),
    outcomes: ownersOnly('ok', { otherUser: 404, otherCompanyUser: 404, nonAdmin: { is: 404, why: 'the file is 李四’s' } }),
  },
  'POST /admin/disk/delete': {
    by: 'lisi',
    request: async (w) => ({ url: '/admin/disk/delete', json: { id: await w.diskItem('lisi', 'folder'), recursive: true } }),
    outcomes: ownersOnly('ok', { otherUser: 404, otherCompanyUser: 404, nonAdmin: { is: 404, why: 'the folder is 李四’s' } }),
  },

  // ——— demoself.yaml: the sample contract ———
  'POST /demoself/agreementForm/operate/startProcessInst': {
    by: 'zhangsan',
    request: () => ({ url: '/demoself/agreementForm/operate/startProcessInst', json: { startProcessDTO: { procDefKey: 'agreement' }, agreementFormDTO: contract() } }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 'ok', why: '融合教育集团 starts its own agreement definition' } }),
  },
  'GET /demoself/agreementForm/query/selectAgreementFormById': {
    by: 'zhangsan',
    request: async (w) => ({ url: `/demoself/agreementForm/query/selectAgreementFormById?businessKey=${(await w.contract()).businessKey}` }),
    outcomes: participantsOnly(),
  },
  'POST /demoself/agreementForm/operate/completeTask': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.contract();
      return {
        url: '/demoself/agreementForm/operate/completeTask',
        json: { taskOperationDTO: { taskId: started.taskId, procInstId: started.procInstId, taskDefKey: started.taskDefKey, comment: '同意' }, agreementFormDTO: contract() },
      };
    },
    outcomes: ownersOnly('ok', { otherUser: { is: 'refused', why: 'the task is 李四’s' }, nonAdmin: { is: 'refused', why: '张三 started the contract but does not hold the task' } }),
  },

  // ——— demoself.yaml: the reimbursement (费用报销), deployed in 融合科技 only ———
  'POST /demoself/reimbursementForm/operate/startProcessInst': {
    by: 'zhangsan',
    request: () => ({ url: '/demoself/reimbursementForm/operate/startProcessInst', json: { startProcessDTO: { procDefKey: 'reimbursement' }, reimbursementFormDTO: reimbursement() } }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 404, why: '融合教育集团 has no 费用报销审批 deployed' } }),
  },
  'GET /demoself/reimbursementForm/query/selectReimbursementFormById': {
    by: 'zhangsan',
    request: async (w) => ({ url: `/demoself/reimbursementForm/query/selectReimbursementFormById?businessKey=${(await w.reimbursement()).businessKey}` }),
    outcomes: participantsOnly('ok', { otherUser: { is: 403, why: '王五 takes no part in 张三’s reimbursement until it reaches 财务' } }),
  },
  'POST /demoself/reimbursementForm/operate/completeTask': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.reimbursement();
      return {
        url: '/demoself/reimbursementForm/operate/completeTask',
        json: { taskOperationDTO: { taskId: started.taskId, procInstId: started.procInstId, taskDefKey: started.taskDefKey, comment: '同意' }, reimbursementFormDTO: reimbursement() },
      };
    },
    outcomes: ownersOnly('ok', { otherUser: { is: 'refused', why: 'the task is 李四’s' }, nonAdmin: { is: 'refused', why: '张三 started the reimbursement but does not hold the task' } }),
  },

  // ——— website.yaml: the public site ———
  'GET /website/digitalPublishSection/getByFileId/{bucketName}/{fileName}': { by: null, request: () => ({ url: '/website/digitalPublishSection/getByFileId/website/section-7-1.svg' }), outcomes: anyone() },
  'GET /website/newsinformation/recom/list': { by: null, request: () => ({ url: '/website/newsinformation/recom/list' }), outcomes: anyone() },
  'GET /website/bookpublish/recommend/list': { by: null, request: () => ({ url: '/website/bookpublish/recommend/list' }), outcomes: anyone() },
  'GET /website/publicizecarousel/listRecommendInfoVO/{id}': { by: null, request: () => ({ url: '/website/publicizecarousel/listRecommendInfoVO/1' }), outcomes: anyone() },
  'GET /website/searchIndex': { by: null, request: () => ({ url: `/website/searchIndex?keyWord=${encodeURIComponent('融合')}` }), outcomes: anyone() },
  'GET /website/searchhistory/list': { by: null, request: () => ({ url: '/website/searchhistory/list' }), outcomes: anyone() },
  // The channels' lists and details: published content, the same for everyone.
  'GET /website/newsinformation/page': { by: null, request: () => ({ url: '/website/newsinformation/page?current=1&size=10' }), outcomes: anyone() },
  'GET /website/newsinformation/detail/{id}': { by: null, request: () => ({ url: '/website/newsinformation/detail/1' }), outcomes: anyone() },
  'GET /website/bookpublish/page': { by: null, request: () => ({ url: '/website/bookpublish/page' }), outcomes: anyone() },
  'GET /website/bookpublish/detail/{id}': { by: null, request: () => ({ url: '/website/bookpublish/detail/1' }), outcomes: anyone() },
  'GET /website/partybuild/page': { by: null, request: () => ({ url: '/website/partybuild/page?category=law' }), outcomes: anyone() },
  'GET /website/partybuild/detail/{id}': { by: null, request: () => ({ url: '/website/partybuild/detail/1' }), outcomes: anyone() },
  'GET /website/edupublish/page': { by: null, request: () => ({ url: '/website/edupublish/page' }), outcomes: anyone() },
  'GET /website/edupublish/detail/{id}': { by: null, request: () => ({ url: '/website/edupublish/detail/1' }), outcomes: anyone() },
  'GET /website/digitalpublish/page': { by: null, request: () => ({ url: '/website/digitalpublish/page' }), outcomes: anyone() },
  'GET /website/digitalpublish/detail/{id}': { by: null, request: () => ({ url: '/website/digitalpublish/detail/7' }), outcomes: anyone() },
  'GET /website/image/{fileName}': { by: null, request: () => ({ url: '/website/image/book-1.svg' }), outcomes: anyone() },
  // 管理后台 › 内容管理 (issue 13): the platform administrator's only.
  'GET /admin/website/content/{channel}': { by: 'admin', request: () => ({ url: `/admin/website/content/news${page}` }), outcomes: platformAdmin() },
  'POST /admin/website/content/{channel}': { by: 'admin', request: () => ({ url: '/admin/website/content/news', json: { title: '授权新建新闻' } }), outcomes: platformAdmin() },
  'GET /admin/website/content/{channel}/{id}': { by: 'admin', request: async (w) => ({ url: `/admin/website/content/news/${await freshNewsDraft(w)}` }), outcomes: platformAdmin() },
  'PUT /admin/website/content/{channel}/{id}': {
    by: 'admin',
    request: async (w) => ({ url: `/admin/website/content/news/${await freshNewsDraft(w)}`, json: { title: '授权修改新闻' } }),
    outcomes: platformAdmin(),
  },
  'DELETE /admin/website/content/{channel}/{id}': { by: 'admin', request: async (w) => ({ url: `/admin/website/content/news/${await freshNewsDraft(w)}` }), outcomes: platformAdmin() },
  'POST /admin/website/content/{channel}/{id}/publish': { by: 'admin', request: async (w) => ({ url: `/admin/website/content/news/${await freshNewsDraft(w)}/publish` }), outcomes: platformAdmin() },
  'POST /admin/website/content/{channel}/{id}/withdraw': {
    by: 'admin',
    request: async (w) => ({ url: `/admin/website/content/news/${await freshNewsDraft(w, true)}/withdraw` }),
    outcomes: platformAdmin(),
  },
  'GET /admin/website/content/{channel}/{id}/preview': { by: 'admin', request: async (w) => ({ url: `/admin/website/content/news/${await freshNewsDraft(w)}/preview` }), outcomes: platformAdmin() },
  'POST /admin/website/content-image': {
    by: 'admin',
    // The text stands in for a picture: whoever gets through is told 400, not a jpg or png.
    request: () => ({ url: '/admin/website/content-image', upload: { filename: 'cover.png', content: '不是图片' } }),
    outcomes: platformAdmin('passes'),
  },
  // 内容管理 › 智慧课堂 (issue 13, classroom.yaml): the platform administrator's only.
  'POST /admin/classroom/video': {
    by: 'admin',
    // The text stands in for a video: whoever gets through is told 400, not an mp4 or webm.
    request: () => ({ url: '/admin/classroom/video', upload: { filename: 'clip.webm', content: '不是视频' } }),
    outcomes: platformAdmin('passes'),
  },
  'POST /admin/classroom/cover': {
    by: 'admin',
    request: () => ({ url: '/admin/classroom/cover', upload: { filename: 'cover.jpg', content: '不是图片' } }),
    outcomes: platformAdmin('passes'),
  },
  // No shop configured in the tests (MALL_URL): no floors, the same for everyone.
  'GET /mall/indexFloorNoCache.html': { by: null, request: () => ({ url: '/mall/indexFloorNoCache.html' }), outcomes: anyone() },

  // ——— workflow.yaml: tasks are their handlers', contracts their participants' ———
  'GET /workflow/runtime/query/getMessageProcessInfo': {
    by: 'zhangsan',
    request: async (w) => ({ url: `/workflow/runtime/query/getMessageProcessInfo?procInstId=${(await w.contract()).procInstId}` }),
    outcomes: participantsOnly(),
  },
  'GET /workflow/runtime/query/procDefConfForHandleTask': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.contract();
      return { url: `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${started.procDefId}&taskDefKey=${started.taskDefKey}` };
    },
    outcomes: ownThings('ok', { otherCompanyUser: { is: 'refused', why: 'the definition is 融合科技’s' } }),
  },
  'GET /workflow/runtime/query/procDefConfForStartProcessInst': {
    by: 'zhangsan',
    request: () => ({ url: '/workflow/runtime/query/procDefConfForStartProcessInst?procDefKey=agreement' }),
    outcomes: ownThings('ok', { otherCompanyUser: { is: 'ok', why: '融合教育集团’s own agreement definition' } }),
  },
  'GET /workflow/runtime/query/listJumpTarget': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.contract();
      return { url: `/workflow/runtime/query/listJumpTarget?procInstId=${started.procInstId}&taskDefKey=${started.taskDefKey}` };
    },
    outcomes: participantsOnly('ok', { nonAdmin: { is: 'ok', why: '张三 started the contract: a participant' } }),
  },
  'GET /workflow/runtime/query/myTodoPage': { by: 'zhangsan', request: () => ({ url: `/workflow/runtime/query/myTodoPage${page}` }), outcomes: ownThings() },
  'POST /workflow/runtime/operate/delegate': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.contract();
      return { url: '/workflow/runtime/operate/delegate', json: { procInstId: started.procInstId, taskId: started.taskId, assignee: 10, comment: '请钱一处理' } };
    },
    outcomes: ownersOnly('ok', { otherUser: { is: 'refused', why: 'the task is 李四’s' }, nonAdmin: { is: 'refused', why: 'the task is 李四’s' } }),
  },
  'POST /workflow/runtime/operate/addSignForMultiInstTask': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.contract();
      return { url: '/workflow/runtime/operate/addSignForMultiInstTask', json: { procInstId: started.procInstId, taskId: started.taskId, taskDefKey: started.taskDefKey, userIdList: [10] } };
    },
    outcomes: ownersOnly('passes', { otherUser: { is: 'refused', why: 'the task is 李四’s' }, nonAdmin: { is: 'refused', why: 'the task is 李四’s' } }),
  },
  'POST /workflow/runtime/operate/copy': {
    by: 'zhaoliu',
    request: async (w) => {
      const review = await w.review();
      return { url: '/workflow/runtime/operate/copy', json: { procInstId: review.procInstId, taskId: review.taskId, userIdList: [9], comment: '请知悉' } };
    },
    outcomes: ownersOnly('ok', {
      otherUser: { is: 403, why: '王五 reviews 财务审核 of the same contract but does not hold 赵六’s 法务审核' },
      nonAdmin: { is: 403, why: '张三 started the contract but does not hold 赵六’s 法务审核' },
    }),
  },
  'POST /workflow/runtime/operate/reject': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.contract();
      return { url: '/workflow/runtime/operate/reject', json: { taskId: started.taskId, procInstId: started.procInstId, target: 'Task_submit', reSubmitType: 1, comment: '退回' } };
    },
    outcomes: ownersOnly('ok', { otherUser: { is: 'refused', why: 'the task is 李四’s' }, nonAdmin: { is: 'refused', why: 'the task is 李四’s' } }),
  },
  'POST /workflow/runtime/operate/terminate': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.contract();
      return { url: '/workflow/runtime/operate/terminate', json: { taskId: started.taskId, procInstId: started.procInstId, comment: '终止' } };
    },
    outcomes: ownersOnly('ok', { otherUser: { is: 'refused', why: 'the task is 李四’s' }, nonAdmin: { is: 'refused', why: 'the task is 李四’s' } }),
  },
  'POST /workflow/runtime/operate/withdraw': {
    by: 'zhangsan',
    request: async (w) => ({ url: '/workflow/runtime/operate/withdraw', json: { procInstId: (await w.contract()).procInstId } }),
    outcomes: ownersOnly('ok', { otherUser: { is: 403, why: '王五 did not start the contract (issue 22 §4)' }, nonAdmin: { is: 'ok', why: '张三 started it' } }),
  },
  // 流程监控 (issue 22 §4): the company's administrators and holders of 流程监控.
  'GET /workflow/monitor/instancePage': {
    by: 'admin',
    request: () => ({ url: `/workflow/monitor/instancePage${page}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'ok', why: '陈静 monitors 融合教育集团’s instances only' } }),
  },
  'POST /workflow/monitor/terminate': {
    by: 'admin',
    request: async (w) => ({ url: '/workflow/monitor/terminate', json: { procInstId: (await w.contract()).procInstId, comment: '授权测试终止' } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'the instance is 融合科技’s; 陈静 administers 融合教育集团 only' } }),
  },
  'POST /workflow/monitor/reassign': {
    by: 'admin',
    request: async (w) => ({ url: '/workflow/monitor/reassign', json: { taskId: (await w.contract()).taskId, userId: 4, comment: '授权测试转办' } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'the task is 融合科技’s; 陈静 administers 融合教育集团 only' } }),
  },
  'GET /workflow/monitor/definitionPage': {
    by: 'admin',
    request: () => ({ url: `/workflow/monitor/definitionPage${page}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'ok', why: '陈静 sees 融合教育集团’s versions only' } }),
  },
  'POST /workflow/monitor/definitionState': {
    by: 'admin',
    // Activating the active 合同审批 version changes nothing the other requests rely on.
    request: async (w) => ({ url: '/workflow/monitor/definitionState', json: { procDefId: (await w.contract()).procDefId, state: 'active' } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'the version is 融合科技’s; 陈静 administers 融合教育集团 only' } }),
  },
  'GET /workflow/history/list': {
    by: 'zhangsan',
    request: async (w) => ({ url: `/workflow/history/list?procInstId=${(await w.contract()).procInstId}` }),
    outcomes: participantsOnly(),
  },
  'GET /workflow/history/diagram': {
    by: 'zhangsan',
    request: async (w) => {
      const started = await w.contract();
      return { url: `/workflow/history/diagram?procInstId=${started.procInstId}&procDefId=${started.procDefId}` };
    },
    outcomes: participantsOnly(),
  },
  'GET /workflow/history/query/myDonePage': { by: 'zhangsan', request: () => ({ url: `/workflow/history/query/myDonePage${page}` }), outcomes: ownThings() },
  'GET /workflow/history/query/myCopiedPage': { by: 'zhangsan', request: () => ({ url: `/workflow/history/query/myCopiedPage${page}` }), outcomes: ownThings() },
  'GET /workflow/history/query/myStartedPage': { by: 'zhangsan', request: () => ({ url: `/workflow/history/query/myStartedPage${page}` }), outcomes: ownThings() },
  'GET /workflow/processDef': {
    by: 'admin',
    request: (w) => ({ url: `/workflow/processDef?processDefKey=${w.techOnlyKey}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'refused', why: 'the definition is 融合科技’s; 陈静 administers 融合教育集团 only (issue 9 item 1)' } }),
  },
  'GET /workflow/processDef/draft': {
    by: 'admin',
    request: (w) => ({ url: `/workflow/processDef/draft?processDefKey=${w.techOnlyKey}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: '融合教育集团 has no draft of the key; the draft is 融合科技’s (issue 9 item 1)' } }),
  },
  'POST /workflow/processDef/draft': {
    by: 'admin',
    request: (w) => ({ url: '/workflow/processDef/draft', json: w.definitionBody('authz_draft') }),
    outcomes: admins('ok'),
  },
  'POST /workflow/processDef/draft/delete': {
    by: 'admin',
    request: async (w) => {
      const drafted = await w.wf.post('admin', '/workflow/processDef/draft', w.definitionBody('authz_delete_draft'));
      if (drafted.status !== 200) throw new Error(`the draft to delete was not saved: ${drafted.raw}`);
      return { url: '/workflow/processDef/draft/delete', json: { processDefinitionKey: 'authz_delete_draft' } };
    },
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: '融合教育集团 has no draft of the key; the draft is 融合科技’s (issue 10)' } }),
  },
  'GET /workflow/processDef/page': {
    by: 'admin',
    request: () => ({ url: `/workflow/processDef/page${page}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'ok', why: '陈静 sees 融合教育集团’s processes only (issue 10)' } }),
  },
  'GET /workflow/processDef/versions': {
    by: 'admin',
    request: (w) => ({ url: `/workflow/processDef/versions?processDefKey=${w.techOnlyKey}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'ok', why: '陈静 gets 融合教育集团’s versions of the key: none (issue 10)' } }),
  },
  'POST /workflow/processDef/checkKey': {
    by: 'admin',
    request: () => ({ url: '/workflow/processDef/checkKey', json: { processDefinitionKey: 'authz_new_key', processName: '授权测试流程' } }),
    outcomes: admins('ok'),
  },
  'GET /workflow/processDef/startableList': { by: 'zhangsan', request: () => ({ url: '/workflow/processDef/startableList' }), outcomes: ownThings() },
  'POST /workflow/processDef/deploy': {
    by: 'admin',
    request: (w) => ({ url: '/workflow/processDef/deploy', json: w.definitionBody('authz_deploy') }),
    outcomes: admins('ok', {
      otherCompanyUser: { is: 'passes', why: '陈静 administers her own company, whose deploy refuses the diagram’s handler 张三 of 融合科技 (400)' },
    }),
  },
  'POST /workflow/processDef/checkBpmnXml': {
    by: 'admin',
    request: (w) => ({ url: '/workflow/processDef/checkBpmnXml', json: { newId: 'authz_check', newName: '授权测试流程', xml: w.definitionBody('authz_check').bpmnData } }),
    outcomes: admins('passes'),
  },
  'GET /workflow/formDef/list': { by: 'zhangsan', request: () => ({ url: '/workflow/formDef/list' }), outcomes: ownThings() },
  'GET /workflow/formItem/listByFormId/{id}': { by: 'zhangsan', request: () => ({ url: '/workflow/formItem/listByFormId/1' }), outcomes: ownThings('passes') },

  // ——— form.yaml: 表单管理 (as the designer's process operations: administrators, or act_process_manage) ———
  'GET /form/design/page': { by: 'admin', request: () => ({ url: `/form/design/page${page}` }), outcomes: admins('ok') },
  'POST /form/design': {
    by: 'admin',
    request: () => ({ url: '/form/design', json: { formKey: freshFormKey('authz_new'), formName: '授权新建表单', definition: leaveDefinition() } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'ok', why: '陈静 creates it in 融合教育集团, where the key is free' } }),
  },
  'POST /form/design/import': {
    by: 'admin',
    request: () => ({ url: '/form/design/import', json: { formKey: freshFormKey('authz_imp'), formName: '授权导入表单', definition: leaveDefinition() } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 'ok', why: '陈静 imports it into 融合教育集团' } }),
  },
  'GET /form/design/{id}': {
    by: 'admin',
    request: async (w) => ({ url: `/form/design/${(await w.designedForm()).id}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: 'a form of 融合科技, which 陈静’s company cannot see' } }),
  },
  'PUT /form/design/{id}': {
    by: 'admin',
    request: async (w) => ({ url: `/form/design/${(await w.designedForm()).id}`, json: { formName: '授权改名表单', definition: leaveDefinition() } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: 'a form of 融合科技' } }),
  },
  'DELETE /form/design/{id}': {
    by: 'admin',
    request: async (w) => ({ url: `/form/design/${(await w.designedForm()).id}` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: 'a form of 融合科技' } }),
  },
  'POST /form/design/{id}/copy': {
    by: 'admin',
    request: async (w) => ({ url: `/form/design/${(await w.designedForm()).id}/copy`, json: { formKey: freshFormKey('authz_copy'), formName: '授权复制表单' } }),
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: 'a form of 融合科技' } }),
  },
  'GET /form/design/{id}/versions': {
    by: 'admin',
    request: async (w) => ({ url: `/form/design/${(await w.designedForm()).id}/versions` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: 'a form of 融合科技' } }),
  },
  'GET /form/design/{id}/versions/{version}': {
    by: 'admin',
    request: async (w) => ({ url: `/form/design/${(await w.designedForm()).id}/versions/1` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: 'a form of 融合科技' } }),
  },
  'GET /form/design/{id}/export': {
    by: 'admin',
    request: async (w) => ({ url: `/form/design/${(await w.designedForm()).id}/export` }),
    outcomes: admins('ok', { otherCompanyUser: { is: 404, why: 'a form of 融合科技' } }),
  },

  // ——— form.yaml: a designed form's process, deployed in 融合科技 only ———
  'POST /form/designed/operate/startProcessInst': {
    by: 'zhangsan',
    request: async (w) => {
      await w.designedInstance();
      return { url: '/form/designed/operate/startProcessInst', json: { procDefKey: AuthorizationWorld.DESIGNED_KEY, values: leaveRequest(2) } };
    },
    outcomes: ownThings('ok', { otherCompanyUser: { is: 404, why: '融合教育集团 has no such process deployed' } }),
  },
  'GET /form/designed/query/startForm': {
    by: 'zhangsan',
    request: async (w) => {
      await w.designedInstance();
      return { url: `/form/designed/query/startForm?procDefKey=${AuthorizationWorld.DESIGNED_KEY}` };
    },
    outcomes: ownThings('ok', { otherCompanyUser: { is: 404, why: '融合教育集团 has no such process deployed' } }),
  },
  'GET /form/designed/query/byBusinessKey': {
    by: 'zhangsan',
    request: async (w) => ({ url: `/form/designed/query/byBusinessKey?businessKey=${(await w.designedInstance()).businessKey}` }),
    outcomes: participantsOnly('ok', { otherUser: { is: 403, why: '王五 takes no part in 张三’s leave until it reaches 总经理' } }),
  },
  'POST /form/designed/operate/completeTask': {
    by: 'lisi',
    request: async (w) => {
      const started = await w.designedInstance();
      return { url: '/form/designed/operate/completeTask', json: { taskOperationDTO: { taskId: started.taskId, procInstId: started.procInstId, taskDefKey: started.taskDefKey, comment: '同意' }, values: {} } };
    },
    outcomes: ownersOnly('ok', { otherUser: { is: 'refused', why: 'the task is 李四’s' }, nonAdmin: { is: 'refused', why: '张三 started the leave but does not hold the task' } }),
  },
};
