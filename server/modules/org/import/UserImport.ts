import { NewAccount } from '../NewAccount.ts';
import { createHash } from 'node:crypto';
import type { components, operations } from '../../../../contracts/generated/admin.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../../contracts/audit.ts';
import type { AccountAccess } from '../../../contracts/auth.ts';
import type { Clock } from '../../../contracts/host.ts';
import type { Db } from '../../../db/Database.ts';
import { DisplayTime } from '../../../db/DisplayTime.ts';
// The weak-password rule is the platform's (the auth module's), applied here to a password typed into a file.
import { WeakPassword } from '../../../contracts/WeakPassword.ts';
import { zhCN } from '../../../contracts/zh-CN.ts';
import { GeneratedPassword } from '../GeneratedPassword.ts';
import { MemberRules } from '../MemberRules.ts';
import { orgTexts } from '../zh-CN.ts';
import { DeptPaths } from './DeptPaths.ts';
import { IMPORT_COLUMNS, IMPORT_LIMITS, type ColumnKey } from './ImportColumns.ts';
import { UserSheet, type SheetRow } from './UserSheet.ts';

type Answer<Op extends 'previewUserImport' | 'importUsers'> = operations[Op]['responses'][200]['content']['application/json']['data'];
/** A row as the file has it (never its password), with its errors. */
export type ImportRowView = components['schemas']['UserImportRow'];
/** The preview: every row, and the file's digest that 确认导入 sends back. */
export type ImportPreview = Answer<'previewUserImport'>;
/** The created users (a generated password shown this once) and the rows not created. */
export type ImportResult = Answer<'importUsers'>;

export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

interface NewUserValues {
  username: string;
  chineseName: string;
  phone: string;
  email: string | null;
  deptId: number | null;
  /** As the file gives it; '' for one the server generates. */
  password: string;
}

interface CheckedRow {
  view: ImportRowView;
  values: NewUserValues | null;
}

const texts = orgTexts.import;

/** Whether a user may be placed in a department (null: none): anywhere, unless the caller's data scope says less. */
export type Placeable = (deptId: number | null) => boolean;
const anywhere: Placeable = () => true;
const titleOf = (key: ColumnKey) => IMPORT_COLUMNS.find((column) => column.key === key)!.title;

/**
 * 导入用户 (issue 13): a spreadsheet of users checked row by row with exactly 新建用户's rules
 * (MemberRules, the weak-password rule) plus uniqueness within the file. The preview writes
 * nothing; 确认导入 sends the same file again (its digest must match the preview's, so nothing
 * is held on the server between the two steps), checks every row again inside one transaction
 * and creates the valid rows there with their audit entries; the bad rows are reported.
 * Imported users change their password at the first login.
 */
export class UserImport {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: AccountAccess,
    private readonly audit: AuditTrail,
  ) {}

  static digest(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  /** `placeable`: the departments the caller's data scope lets them put users in (DataScopes); a row outside it is refused. */
  async preview(companyId: number, file: ImportFile, placeable: Placeable = anywhere): Promise<ImportPreview> {
    const rows = await UserSheet.read(file.name, file.bytes);
    const checked = await this.#check(this.db, companyId, rows, placeable);
    const valid = checked.filter((row) => row.values).length;
    return { digest: UserImport.digest(file.bytes), total: checked.length, valid, invalid: checked.length - valid, rows: checked.map((row) => row.view) };
  }

  async commit(companyId: number, file: ImportFile, digest: string, actor: AuditActor, placeable: Placeable = anywhere): Promise<ImportResult> {
    if (UserImport.digest(file.bytes) !== digest) throw new ApiError(400, texts.fileChanged);
    const rows = await UserSheet.read(file.name, file.bytes);
    const first = await this.#check(this.db, companyId, rows, placeable);
    // Hashing is slow (scrypt): done before the transaction, one at a time, so logins keep their turn.
    const hashes = new Map<number, { hash: string; generated: string | null }>();
    for (const { view, values } of first) {
      if (!values) continue;
      const generated = values.password === '' ? GeneratedPassword.next() : null;
      hashes.set(view.row, { hash: await this.access.hashGeneratedPassword(generated ?? values.password), generated });
    }
    const now = DisplayTime.format(this.clock.now());
    return this.db.transaction().execute(async (tx) => {
      // Again inside the transaction: what changed since the preview (an account taken meanwhile) is caught here.
      const again = await this.#check(tx, companyId, rows, placeable);
      const result: ImportResult = { created: 0, failed: 0, users: [], failures: [] };
      let sort = await this.#lastSort(tx, companyId);
      for (const [i, { view, values }] of again.entries()) {
        const hashed = hashes.get(view.row);
        if (!values || !hashed) {
          result.failures.push(values ? first[i].view : view);
          continue;
        }
        const userId = await NewAccount.insert(tx, {
          username: values.username,
          passwordHash: hashed.hash,
          chineseName: values.chineseName,
          phone: values.phone,
          email: values.email,
          startsIn: companyId,
          mustChangePassword: true,
          now,
        });
        sort += 1;
        await tx.insertInto('user_company').values({ user_id: userId, company_id: companyId, dept_id: values.deptId, post: null, team_admin: 0, sort }).execute();
        await this.audit.record(tx, actor, {
          subject: 'user',
          subjectId: String(userId),
          action: 'import',
          summary: orgTexts.audit.userImported(values.chineseName, values.username),
          changes: {
            username: { to: values.username },
            chineseName: { to: values.chineseName },
            phone: { to: values.phone },
            email: { to: values.email },
            deptId: { to: values.deptId },
            password: { to: hashed.generated ? orgTexts.audit.generated : orgTexts.audit.typed },
          },
        });
        result.users.push({ row: view.row, userId, username: values.username, chineseName: values.chineseName, password: hashed.generated });
      }
      result.created = result.users.length;
      result.failed = result.failures.length;
      if (result.created > 0) {
        await this.audit.record(tx, actor, {
          subject: 'user',
          subjectId: 'import',
          action: 'import',
          summary: orgTexts.audit.imported(result.created, result.failed),
          changes: { created: { to: result.users.map((user) => user.username) }, failedRows: { to: result.failures.map((row) => row.row) } },
        });
      }
      return result;
    });
  }

  async #check(db: Db, companyId: number, rows: SheetRow[], placeable: Placeable): Promise<CheckedRow[]> {
    const depts = await DeptPaths.of(db, companyId);
    const takenNames = await this.#takenUsernames(db, rows);
    const takenPhones = await this.#takenPhones(db, rows);
    const seenNames = new Map<string, number>();
    const seenPhones = new Map<string, number>();
    return rows.map(({ row, cells }) => {
      const errors: string[] = [];
      const tooLong = new Set<ColumnKey>();
      for (const column of IMPORT_COLUMNS) {
        if (cells[column.key].length > IMPORT_LIMITS.maxCell) {
          tooLong.add(column.key);
          errors.push(texts.cellTooLong(column.title, IMPORT_LIMITS.maxCell));
        }
      }
      const rule = <T>(key: ColumnKey, check: () => T): T | undefined => {
        if (tooLong.has(key)) return undefined;
        try {
          return check();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          errors.push(error.message);
          return undefined;
        }
      };
      const username = rule('username', () => MemberRules.username(cells.username));
      if (username !== undefined) {
        const key = username.toLowerCase();
        if (takenNames.has(key)) errors.push(orgTexts.usernameTaken);
        else if (seenNames.has(key)) errors.push(texts.duplicateInFile(titleOf('username'), seenNames.get(key)!));
        else seenNames.set(key, row);
      }
      const chineseName = rule('chineseName', () => MemberRules.chineseName(cells.chineseName));
      const phone = rule('phone', () => MemberRules.phone(cells.phone));
      if (phone !== undefined) {
        if (takenPhones.has(phone)) errors.push(orgTexts.phoneTaken);
        else if (seenPhones.has(phone)) errors.push(texts.duplicateInFile(titleOf('phone'), seenPhones.get(phone)!));
        else seenPhones.set(phone, row);
      }
      const email = rule('email', () => MemberRules.email(cells.email));
      let deptId: number | null | undefined;
      if (!tooLong.has('dept')) {
        const dept = depts.resolve(cells.dept);
        if (!('deptId' in dept)) errors.push(dept.error === 'ambiguous' ? texts.deptAmbiguous(cells.dept) : texts.deptNotFound(cells.dept));
        else if (!placeable(dept.deptId)) errors.push(orgTexts.outsideDataScope);
        else deptId = dept.deptId;
      }
      const password = cells.password;
      if (!tooLong.has('password') && password !== '' && WeakPassword.isWeak(password, cells.username)) errors.push(zhCN.account.weakPassword);
      const cut = (key: ColumnKey) => cells[key].slice(0, IMPORT_LIMITS.maxCell);
      const view: ImportRowView = {
        row,
        username: cut('username'),
        chineseName: cut('chineseName'),
        phone: cut('phone'),
        dept: cut('dept'),
        email: cut('email'),
        password: password !== '',
        errors,
      };
      const values =
        errors.length === 0 && username !== undefined && chineseName !== undefined && phone !== undefined && email !== undefined && deptId !== undefined
          ? { username, chineseName, phone, email, deptId, password }
          : null;
      return { view, values };
    });
  }

  /** The file's accounts already on the platform (without case), in lower case. */
  async #takenUsernames(db: Db, rows: SheetRow[]): Promise<Set<string>> {
    const names = [...new Set(rows.map((row) => row.cells.username.toLowerCase()).filter((name) => name !== '' && name.length <= IMPORT_LIMITS.maxCell))];
    if (names.length === 0) return new Set();
    const taken = await db
      .selectFrom('sys_user')
      .select((eb) => eb.fn<string>('lower', ['username']).as('name'))
      .where((eb) => eb(eb.fn('lower', ['username']), 'in', names))
      .execute();
    return new Set(taken.map((row) => row.name));
  }

  async #takenPhones(db: Db, rows: SheetRow[]): Promise<Set<string>> {
    const phones = [...new Set(rows.map((row) => row.cells.phone).filter((phone) => phone !== '' && phone.length <= IMPORT_LIMITS.maxCell))];
    if (phones.length === 0) return new Set();
    const taken = await db.selectFrom('sys_user').select('phone').where('phone', 'in', phones).execute();
    return new Set(taken.map((row) => row.phone ?? ''));
  }

  async #lastSort(db: Db, companyId: number): Promise<number> {
    const last = await db.selectFrom('user_company').select((eb) => eb.fn.max<number>('sort').as('sort')).where('company_id', '=', companyId).executeTakeFirst();
    return Number(last?.sort ?? 0);
  }
}
