import { join } from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import type { ReferenceObject, ResponseObject, SchemaObject } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { OpenApiCatalog, type ContractOperation } from './OpenApiCatalog.ts';

const SERVICES = ['admin', 'application', 'auth', 'classroom', 'demoself', 'disk', 'form', 'schedule', 'website', 'workflow'];
const catalog = OpenApiCatalog.load();
const directory = OpenApiCatalog.defaultDirectory();

/** Every row of the section-7 call tables of the three spec documents, with its method. */
const SPEC_SECTION_7_CALLS: ReadonlyArray<readonly [string, string]> = [
  // part 1 — portal, session, messaging
  ['GET', '/admin/lvluoDownload/android'],
  ['GET', '/admin/user/personalInfo'],
  ['POST', '/admin/user/editPersonalInfo'],
  ['POST', '/admin/user/register'],
  ['POST', '/admin/user/editNotAgainRemind'],
  ['GET', '/admin/mobile/{mobile}'],
  ['GET', '/admin/mobile/register/{mobile}'],
  ['GET', '/admin/enterpriseSetting/select'],
  ['GET', '/admin/social/authorize/{type}'],
  ['POST', '/admin/social/unbind/{type}'],
  ['POST', '/admin/weakPassword/checkPassword'],
  ['GET', '/admin/check/username'],
  ['GET', '/admin/check/phone'],
  ['GET', '/admin/check/phoneOtherUser'],
  ['GET', '/admin/menu/front/getUserMenuNotToken'],
  ['POST', '/admin/sys-file/upload'],
  ['GET', '/admin/sys-file/{bucket}/{fileName}'],
  ['GET', '/system/file/{bucketName}/{fileName}'],
  ['POST', '/auth/oauth/token'],
  ['POST', '/auth/mobile/token/sms'],
  ['POST', '/auth/mobile/token/social'],
  ['POST', '/auth/token/logout'],
  ['GET', '/admin/ocp/notice/{id}'],
  ['GET', '/admin/noticeAnnouncement/list'],
  ['GET', '/admin/door/getDoor'],
  ['GET', '/admin/door/getDoorList'],
  ['GET', '/admin/door/getByChangeId/{id}'],
  ['GET', '/admin/door/configDoor'],
  ['POST', '/admin/door/insert'],
  ['POST', '/admin/door/update'],
  ['POST', '/admin/card/getCardListByIds'],
  ['GET', '/admin/home/front/count'],
  ['GET', '/admin/home/front/msgCount'],
  ['GET', '/admin/jump/backed'],
  ['POST', '/admin/ocp/todo/complete'],
  ['GET', '/admin/ocp/todo/myTodoPage'],
  ['GET', '/admin/ocp/todo/{id}'],
  ['GET', '/admin/ocp/todo/listUseToDoSearch'],
  ['GET', '/admin/ocp/todo/listUseCreateBySearch'],
  ['GET', '/admin/ocp/todo/myCreateByPage'],
  ['GET', '/admin/ocp/msg/page'],
  ['POST', '/admin/ocp/msg/batchRead'],
  ['POST', '/admin/ocp/msg/read/{id}'],
  ['POST', '/admin/ocp/msg/delete/{id}'],
  ['GET', '/admin/ocp/msg/readAndGetDetail/{id}'],
  ['GET', '/admin/addressBook/dept/open/listCompanys'],
  ['GET', '/admin/addressBook/dept/open/listByCompanyId'],
  ['GET', '/admin/addressBook/dept/companysAndTodo'],
  ['GET', '/admin/addressBook/dept/companys'],
  ['GET', '/admin/addressBook/dept/{id}'],
  ['POST', '/admin/addressBook/dept/changeCompany'],
  ['GET', '/admin/addressBook/dept/treeSelectAdmin/'],
  ['GET', '/admin/addressBook/dept/treeSelect/'],
  ['GET', '/admin/tag/tree'],
  ['GET', '/application/appIns/list'],
  ['GET', '/application/appIns/trueUrl'],
  ['GET', '/application/appIns/selfAppMenu'],
  ['GET', '/application/submodule/centerList'],
  ['POST', '/application/appIns/changeSort'],
  ['POST', '/application/submodule/changeSort'],
  ['POST', '/application/appCommonUse'],
  ['POST', '/application/appCommonUse/submodule'],
  ['GET', '/website/digitalPublishSection/getByFileId/{bucketName}/{fileName}'],
  ['GET', '/website/newsinformation/recom/list'],
  ['GET', '/website/bookpublish/recommend/list'],
  ['GET', '/website/publicizecarousel/listRecommendInfoVO/{id}'],
  ['GET', '/website/searchIndex'],
  ['GET', '/website/searchhistory/list'],
  ['GET', '/mall/indexFloorNoCache.html'],
  ['POST', '/admin/cache/tableRowRedis'],
  ['GET', '/admin/cache/tableRowRedis'],
  // part 2 — workflow task handling
  ['GET', '/workflow/runtime/query/getMessageProcessInfo'],
  ['GET', '/workflow/history/list'],
  ['GET', '/workflow/history/diagram'],
  ['GET', '/workflow/runtime/query/procDefConfForHandleTask'],
  ['GET', '/workflow/runtime/query/procDefConfForStartProcessInst'],
  ['GET', '/workflow/runtime/query/listJumpTarget'],
  ['POST', '/workflow/runtime/operate/delegate'],
  ['POST', '/workflow/runtime/operate/addSignForMultiInstTask'],
  ['POST', '/workflow/runtime/operate/reject'],
  ['POST', '/workflow/runtime/operate/terminate'],
  ['GET', '/workflow/formDef/list'],
  ['GET', '/workflow/formItem/listByFormId/{id}'],
  ['POST', '/demoself/agreementForm/operate/startProcessInst'],
  ['GET', '/demoself/agreementForm/query/selectAgreementFormById'],
  ['POST', '/demoself/agreementForm/operate/completeTask'],
  // part 3 — designer
  ['GET', '/workflow/processDef'],
  ['GET', '/workflow/processDef/draft'],
  ['POST', '/workflow/processDef/draft'],
  ['POST', '/workflow/processDef/deploy'],
  ['POST', '/workflow/processDef/checkBpmnXml'],
  ['GET', '/admin/dict/type/{dictType}'],
  ['GET', '/admin/addressBook/user/fullList'],
  ['GET', '/admin/addressBook/dept/fullTreeSelect'],
  ['GET', '/admin/addressBook/dept/treeByCompanyId'],
  ['GET', '/admin/addressBook/user/admin/list'],
  ['GET', '/admin/role/roleUserDeptTree'],
  ['GET', '/admin/role/roleUserListUser'],
  ['POST', '/admin/role/origanizeToUser'],
  ['GET', '/admin/role/page'],
  ['GET', '/admin/tag/{id}'],
  ['GET', '/admin/tag/member/userByTag'],
  ['GET', '/admin/tag/member/page'],
];

/**
 * Calls the spec names outside the tables or leaves "not shown", with the path and the
 * authentication the team decided on (other engineers build against these).
 */
const DECIDED_CALLS: ReadonlyArray<readonly [string, string, string]> = [
  ['GET', '/admin/user/info', 'user'],
  ['GET', '/admin/user/info/{username}', 'admin'],
  ['GET', '/admin/menu/front/getUserMenu', 'user'],
  ['GET', '/admin/menu/front/getUserMenuNotToken', 'public'],
  ['GET', '/admin/enterpriseSetting/select', 'public'],
  ['GET', '/admin/addressBook/dept/companysAndTodo', 'user'],
  ['POST', '/admin/addressBook/dept/changeCompany', 'user'],
  ['GET', '/admin/home/front/count', 'user'],
  ['GET', '/admin/home/front/msgCount', 'user'],
  ['GET', '/admin/jump/backed', 'user'],
  ['GET', '/admin/door/getDoorList', 'user'],
  ['GET', '/admin/dict/type/{dictType}', 'user'],
  ['POST', '/auth/oauth/token', 'public'],
  ['POST', '/auth/token/logout', 'user'],
  ['GET', '/admin/ocp/todo/{id}', 'user'],
  ['GET', '/workflow/processDef/startableList', 'user'],
  ['GET', '/workflow/runtime/query/myTodoPage', 'user'],
  ['GET', '/workflow/history/query/myDonePage', 'user'],
  ['GET', '/workflow/history/query/myStartedPage', 'user'],
  ['GET', '/prod-api/sys-file/{bucket}/{fileName}', 'user'],
];

type Schema = SchemaObject & { properties?: Record<string, Schema>; required?: string[]; type?: unknown };

function resolved<T>(op: ContractOperation, value: T | ReferenceObject): T {
  const ref = (value as ReferenceObject).$ref;
  if (!ref) return value as T;
  const [, , section, name] = ref.split('/');
  const target = (op.document.components as Record<string, Record<string, unknown>>)[section]?.[name];
  if (!target) throw new Error(`${op.operationId}: unresolved ${ref}`);
  return target as T;
}

function okSchema(op: ContractOperation): { mime: string; schema: Schema } {
  const ok = resolved<ResponseObject>(op, op.operation.responses?.['200'] as ResponseObject);
  const [mime, media] = Object.entries(ok?.content ?? {})[0] ?? [];
  return { mime: mime ?? 'none', schema: (media?.schema ?? {}) as Schema };
}

describe('the OpenAPI contracts', () => {
  it('are one file per service', () => {
    expect(catalog.services().sort()).toEqual(SERVICES);
  });

  describe('pass the Redocly validator with its recommended rules', () => {
    let config: Awaited<ReturnType<typeof createConfig>>;
    beforeAll(async () => {
      // The spec keeps a trailing slash on /admin/addressBook/dept/treeSelect/ and
      // treeSelectAdmin/, and clients call them so; that one rule is off on purpose.
      config = await createConfig({ extends: ['recommended'], rules: { 'no-path-trailing-slash': 'off' } });
    });

    it.each(SERVICES)('%s.yaml has no errors and no warnings', async (service) => {
      const problems = await lint({ ref: join(directory, `${service}.yaml`), config });
      const shown = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
      expect(shown).toEqual([]);
    });
  });

  it('cover every call of the section-7 tables of the three spec documents', () => {
    const missing = SPEC_SECTION_7_CALLS.filter(([method, path]) => catalog.find(method, path)?.path !== path);
    expect(missing).toEqual([]);
  });

  it('carry the decided path and authentication for calls the spec leaves open', () => {
    const wrong = DECIDED_CALLS.filter(([method, path, auth]) => {
      const op = catalog.find(method, path);
      return op?.path !== path || op.auth !== auth;
    });
    expect(wrong).toEqual([]);
  });

  it('give every operation a unique operationId across all files', () => {
    const ids = catalog.operations().map((op) => op.operationId);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
  });

  it('give every operation a summary, tags and an x-ronghe-auth that matches its security', () => {
    const wrong = catalog.operations().filter((op) => {
      const security = op.operation.security ?? op.document.security ?? [];
      const needsNoToken = security.length === 0;
      return !op.operation.summary || !op.operation.tags?.length || needsNoToken !== (op.auth === 'public');
    });
    expect(wrong.map((op) => op.operationId)).toEqual([]);
  });

  it('answer 200 with the envelope {code, msg, data}, or with bytes for downloads and the site’s pictures', () => {
    const wrong = catalog.operations().filter((op) => {
      const { mime, schema } = okSchema(op);
      if (mime === 'application/octet-stream' || mime.startsWith('image/')) return false;
      const properties = schema.properties ?? {};
      return (
        mime !== 'application/json' ||
        schema.type !== 'object' ||
        !['code', 'data'].every((key) => schema.required?.includes(key)) ||
        properties.code?.type !== 'integer' ||
        JSON.stringify(properties.msg?.type) !== JSON.stringify(['string', 'null']) ||
        properties.data === undefined
      );
    });
    expect(wrong.map((op) => op.operationId)).toEqual([]);
  });

  it('serve file downloads as application/octet-stream', () => {
    const binary = catalog.operations().filter((op) => okSchema(op).mime === 'application/octet-stream');
    expect(binary.map((op) => op.path).sort()).toEqual([
      '/admin/disk/file/{id}',
      '/admin/orgUser/export',
      '/admin/orgUser/import/template',
      '/admin/sys-file/{bucket}/{fileName}',
      '/prod-api/sys-file/{bucket}/{fileName}',
      '/system/file/{bucketName}/{fileName}',
      '/website/classroom/media/{fileName}',
    ]);
  });

  /** `{code, msg, data}` with data null or an object: the ErrorEnvelope carrying a refusal's details. */
  function refusalEnvelope(op: ContractOperation, ref: ReferenceObject): boolean {
    const envelope = resolved<Schema>(op, ref as unknown as Schema);
    const data = envelope.properties?.data as Schema | undefined;
    const kinds = (data?.oneOf as Schema[] | undefined)?.map((option) => ('$ref' in option ? resolved<Schema>(op, option as unknown as Schema).type : option.type));
    return JSON.stringify(envelope.required) === JSON.stringify(['code', 'msg', 'data']) && JSON.stringify(kinds) === JSON.stringify(['null', 'object']);
  }

  it('answer errors with the ErrorEnvelope, whose code is the HTTP status', () => {
    for (const service of SERVICES) {
      const envelope = catalog.componentsOf(service).schemas?.ErrorEnvelope as Schema;
      expect(envelope.required).toEqual(['code', 'msg', 'data']);
      expect(envelope.properties?.data?.type).toBe('null');
    }
    const wrong: string[] = [];
    for (const op of catalog.operations()) {
      for (const [status, answer] of Object.entries(op.operation.responses ?? {})) {
        if (status === '200') continue;
        // A ranged download's part (206) is bytes like its 200.
        if (status === '206' && resolved<ResponseObject>(op, answer as ResponseObject).content?.['application/octet-stream']) continue;
        const schema = resolved<ResponseObject>(op, answer as ResponseObject).content?.['application/json']?.schema as ReferenceObject;
        // Issue 23: a refusal that names what it refuses (a designed form's fieldErrors, a definition's
        // findings) is the same envelope with data; so is an unhealthy instance's 503 with its checks (issue 27).
        const detailed = (status === '400' || status === '503') && /^#\/components\/schemas\/\w+RefusalEnvelope$/.test(schema?.$ref ?? '') && refusalEnvelope(op, schema);
        if (!/^[45]\d\d$/.test(status) || (schema?.$ref !== '#/components/schemas/ErrorEnvelope' && !detailed)) wrong.push(`${op.operationId} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('let every signed-in call answer 401 and 403 (a disabled account, a foreign companyId header)', () => {
    const wrong = catalog.operations().filter((op) => {
      const statuses = Object.keys(op.operation.responses ?? {});
      return op.auth !== 'public' && !(statuses.includes('401') && statuses.includes('403'));
    });
    expect(wrong.map((op) => op.operationId)).toEqual([]);
  });

  it('let every call that takes parameters or a body answer 400', () => {
    const wrong = catalog.operations().filter((op) => {
      const takesInput = Boolean(op.operation.requestBody) || (op.operation.parameters ?? []).length > 0;
      return takesInput && !Object.keys(op.operation.responses ?? {}).includes('400');
    });
    expect(wrong.map((op) => op.operationId)).toEqual([]);
  });

  it('answer the token endpoint 426 for a wrong account or password', () => {
    const token = catalog.find('POST', '/auth/oauth/token');
    expect(Object.keys(token?.operation.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '426']));
    const body = token?.operation.requestBody as { content: Record<string, unknown> };
    expect(Object.keys(body.content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it('upload files as multipart/form-data', () => {
    const upload = catalog.find('POST', '/admin/sys-file/upload');
    const body = upload?.operation.requestBody as { content: Record<string, unknown> };
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
  });

  it('write every decision the spec leaves open as a description starting with "Decision:"', () => {
    for (const [method, path] of DECIDED_CALLS.filter(([, path]) => !path.startsWith('/admin/sys-file'))) {
      expect(catalog.find(method, path)?.operation.description, `${method} ${path}`).toMatch(/^Decision:/);
    }
  });

  it('keep the spec entity names as schemas', () => {
    const names = (service: string) => Object.keys(catalog.componentsOf(service).schemas ?? {});
    expect(names('auth')).toEqual(expect.arrayContaining(['TokenGrant']));
    expect(names('admin')).toEqual(
      expect.arrayContaining([
        'SysUser', 'UserInfo', 'PlatformSettings', 'CompanyItem', 'MenuItem', 'Message', 'Todo', 'Counters',
        'Door', 'DeptNode', 'TagNode', 'UploadedFile', 'DictItem', 'Member', 'Role', 'Tag', 'TableLayout',
      ]),
    );
    expect(names('workflow')).toEqual(
      expect.arrayContaining([
        'ProcessInfo', 'ProcessFormConfig', 'Diagram', 'HistoryRow', 'FlowOption', 'JumpTarget', 'DeployResult', 'FormDef', 'FormItem',
      ]),
    );
    expect(names('demoself')).toEqual(expect.arrayContaining(['AgreementForm', 'TaskOperation']));
  });
});
