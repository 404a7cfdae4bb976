import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import type { Db } from '../../db/Database.ts';
import type { AddressBook, MemberView, Page } from './AddressBook.ts';
import { orgTexts } from './zh-CN.ts';

const MAX_NAME = 30;
/** How deep tags nest: 1 is a folder of the 通讯录's tag tree. */
export const MAX_TAG_LEVEL = 5;
/** A company's tags: a bound on what one administrator can make the server hold. */
export const MAX_COMPANY_TAGS = 500;

/**
 * 标签管理 (issue 13): the tag tree of one company — create, rename, delete with its sub-tags and
 * their members — and each tag's own members, who are members of the company. Each change and
 * its audit entry share one transaction; another company's tag is no tag here (404).
 */
export class TagAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    private readonly addressBook: AddressBook,
  ) {}

  /** The tag's own members (not its sub-tags'), disabled ones too. */
  async members(companyId: number, tagId: number, query: { keyword?: string; current: number; size: number }): Promise<Page<MemberView>> {
    await this.#tag(this.db, companyId, tagId);
    return this.addressBook.members({ companyId, tagIds: [tagId], includeDisabled: true, ...query });
  }

  async create(companyId: number, input: { tagName: string; parentId?: number | null }, actor: AuditActor): Promise<{ tagId: number }> {
    const name = this.#name(input.tagName);
    return this.db.transaction().execute(async (tx) => {
      const rows = await this.#companyRows(tx, companyId);
      if (rows.length >= MAX_COMPANY_TAGS) throw new ApiError(400, orgTexts.tooManyTags(MAX_COMPANY_TAGS));
      const parentId = input.parentId ?? 0;
      const parent = parentId === 0 ? null : rows.find((r) => r.id === parentId);
      if (parent === undefined) throw new ApiError(404, orgTexts.tagNotFound);
      const level = parent ? parent.level + 1 : 1;
      if (level > MAX_TAG_LEVEL) throw new ApiError(400, orgTexts.tagTooDeep(MAX_TAG_LEVEL));
      const siblings = rows.filter((r) => r.parent_id === parentId);
      if (siblings.some((r) => r.name === name)) throw new ApiError(400, orgTexts.tagNameTaken(name));
      const sort = Math.max(0, ...siblings.map((r) => r.sort)) + 1;
      const { id: tagId } = await tx.insertInto('tag').values({ company_id: companyId, parent_id: parentId, name, level, sort }).returning('id').executeTakeFirstOrThrow();
      await this.audit.record(tx, actor, {
        subject: 'tag',
        subjectId: String(tagId),
        action: 'create',
        summary: orgTexts.audit.tagCreated(name),
        changes: { name: { to: name }, parentId: { to: parent ? parent.id : null } },
      });
      return { tagId };
    });
  }

  async rename(companyId: number, tagId: number, tagName: string, actor: AuditActor): Promise<void> {
    const name = this.#name(tagName);
    await this.db.transaction().execute(async (tx) => {
      const rows = await this.#companyRows(tx, companyId);
      const tag = rows.find((r) => r.id === tagId);
      if (!tag) throw new ApiError(404, orgTexts.tagNotFound);
      if (name === tag.name) return;
      if (rows.some((r) => r.parent_id === tag.parent_id && r.id !== tagId && r.name === name)) throw new ApiError(400, orgTexts.tagNameTaken(name));
      await tx.updateTable('tag').set({ name }).where('id', '=', tagId).execute();
      await this.audit.record(tx, actor, { subject: 'tag', subjectId: String(tagId), action: 'update', summary: orgTexts.audit.tagRenamed(tag.name, name), changes: { name: { from: tag.name, to: name } } });
    });
  }

  /** The tag, its sub-tags and every membership in them. */
  async delete(companyId: number, tagId: number, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const rows = await this.#companyRows(tx, companyId);
      const tag = rows.find((r) => r.id === tagId);
      if (!tag) throw new ApiError(404, orgTexts.tagNotFound);
      const ids = [...this.#subtree(rows, tagId)];
      const members = await tx.selectFrom('tag_user').innerJoin('sys_user', 'sys_user.id', 'tag_user.user_id').select(['tag_user.tag_id', 'sys_user.username']).where('tag_user.tag_id', 'in', ids).execute();
      await tx.deleteFrom('tag_user').where('tag_id', 'in', ids).execute();
      await tx.deleteFrom('tag').where('id', 'in', ids).execute();
      await this.audit.record(tx, actor, {
        subject: 'tag',
        subjectId: String(tagId),
        action: 'delete',
        summary: orgTexts.audit.tagDeleted(tag.name),
        changes: {
          name: { from: tag.name },
          subTags: { from: rows.filter((r) => r.id !== tagId && ids.includes(r.id)).map((r) => r.name) },
          members: { from: [...new Set(members.map((m) => m.username))] },
        },
      });
    });
  }

  /** Members of the company join the tag; those in it already are left as they are. */
  async addMembers(companyId: number, tagId: number, userIds: number[], actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const tag = await this.#tag(tx, companyId, tagId);
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return;
      const members = await tx
        .selectFrom('sys_user')
        .innerJoin('user_company', 'user_company.user_id', 'sys_user.id')
        .select(['sys_user.id', 'sys_user.username', 'sys_user.chinese_name'])
        .where('user_company.company_id', '=', companyId)
        .where('sys_user.id', 'in', ids)
        .execute();
      // Another company's user is no user here: the same answer as one that does not exist.
      if (members.length !== ids.length) throw new ApiError(404, orgTexts.userNotFound);
      const inTag = new Set((await tx.selectFrom('tag_user').select('user_id').where('tag_id', '=', tagId).where('user_id', 'in', ids).execute()).map((r) => r.user_id));
      const added = members.filter((m) => !inTag.has(m.id))
        // In the order the request gave them.
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      if (added.length === 0) return;
      await tx.insertInto('tag_user').values(added.map((m) => ({ tag_id: tagId, user_id: m.id }))).execute();
      await this.audit.record(tx, actor, {
        subject: 'tag',
        subjectId: String(tagId),
        action: 'addMembers',
        summary: orgTexts.audit.tagMembersAdded(tag.name, added.map((m) => m.chinese_name).join('、')),
        changes: { members: { to: added.map((m) => m.username) } },
      });
    });
  }

  async removeMember(companyId: number, tagId: number, userId: number, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const tag = await this.#tag(tx, companyId, tagId);
      const member = await tx
        .selectFrom('tag_user')
        .innerJoin('sys_user', 'sys_user.id', 'tag_user.user_id')
        .select(['sys_user.username', 'sys_user.chinese_name'])
        .where('tag_user.tag_id', '=', tagId)
        .where('tag_user.user_id', '=', userId)
        .executeTakeFirst();
      if (!member) throw new ApiError(404, orgTexts.tagMemberNotFound);
      await tx.deleteFrom('tag_user').where('tag_id', '=', tagId).where('user_id', '=', userId).execute();
      await this.audit.record(tx, actor, {
        subject: 'tag',
        subjectId: String(tagId),
        action: 'removeMember',
        summary: orgTexts.audit.tagMemberRemoved(tag.name, member.chinese_name),
        changes: { members: { from: [member.username] } },
      });
    });
  }

  /** A tag of this company, or 404. */
  async #tag(tx: Db, companyId: number, tagId: number) {
    const tag = await tx.selectFrom('tag').select(['id', 'name']).where('id', '=', tagId).where('company_id', '=', companyId).executeTakeFirst();
    if (!tag) throw new ApiError(404, orgTexts.tagNotFound);
    return tag;
  }

  #companyRows(tx: Db, companyId: number) {
    return tx.selectFrom('tag').select(['id', 'parent_id', 'name', 'level', 'sort']).where('company_id', '=', companyId).execute();
  }

  #subtree(rows: { id: number; parent_id: number }[], tagId: number): Set<number> {
    const found = new Set([tagId]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows) if (found.has(r.parent_id) && !found.has(r.id)) grew = found.add(r.id) !== undefined;
    }
    return found;
  }

  #name(raw: string | undefined): string {
    const name = (raw ?? '').trim();
    if (name.length === 0 || name.length > MAX_NAME) throw new ApiError(400, orgTexts.tagNameLength(MAX_NAME));
    return name;
  }
}
