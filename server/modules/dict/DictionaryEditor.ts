import type { components } from '../../../contracts/generated/admin.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import { PlatformAdministrator } from '../../http/PlatformAdministrator.ts';
import type { Db } from '../../db/Database.ts';
import { dictTexts } from './zhCN.ts';

export type DictTypeView = components['schemas']['DictType'];
export type DictItemAdminView = components['schemas']['DictItemAdmin'];
export type DictItemCreate = components['schemas']['DictItemCreate'];
export type DictItemEdit = components['schemas']['DictItemEdit'];
type Actor = AuditActor & { principal: NonNullable<AuditActor['principal']> };

/** A dictionary is a short list picked from: more than this is a mistake or an abuse. */
export const MAX_ITEMS_PER_DICT = 200;

/**
 * 字典管理: administrators read every dictionary; the platform administrator adds, changes and
 * deletes items — never a system item (one the code relies on, seeded). Each change and its audit
 * entry are one transaction.
 */
export class DictionaryEditor {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
  ) {}

  async types(): Promise<DictTypeView[]> {
    const [types, counts] = await Promise.all([
      this.db.selectFrom('dict_type').select(['dict_type', 'description']).orderBy('dict_type').execute(),
      this.db.selectFrom('dict_item').select(['dict_type', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('dict_type').execute(),
    ]);
    const count = new Map(counts.map((row) => [row.dict_type, Number(row.n)]));
    return types.map((t) => ({ dictType: t.dict_type, description: t.description, itemCount: count.get(t.dict_type) ?? 0 }));
  }

  async items(dictType: string): Promise<DictItemAdminView[]> {
    await this.#requireType(this.db, dictType);
    const rows = await this.db.selectFrom('dict_item').selectAll().where('dict_type', '=', dictType).orderBy('sort').orderBy('id').execute();
    return rows.map(view);
  }

  async create(actor: Actor, item: DictItemCreate): Promise<DictItemAdminView> {
    PlatformAdministrator.require(actor.principal);
    const label = requireLabel(item.label);
    return this.db.transaction().execute(async (tx) => {
      await this.#requireType(tx, item.dictType);
      const { n } = await tx.selectFrom('dict_item').select((eb) => eb.fn.countAll<number>().as('n')).where('dict_type', '=', item.dictType).executeTakeFirstOrThrow();
      if (Number(n) >= MAX_ITEMS_PER_DICT) throw new ApiError(400, dictTexts.tooMany(MAX_ITEMS_PER_DICT));
      await this.#requireFreeValue(tx, item.dictType, item.value);
      const sort = item.sort ?? Number(n) + 1;
      const inserted = await tx
        .insertInto('dict_item')
        .values({ dict_type: item.dictType, label, value: item.value, sort, custom: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.audit.record(tx, actor, {
        subject: 'dict',
        subjectId: String(inserted.id),
        action: 'create',
        summary: dictTexts.created(item.dictType, label),
        changes: { dictType: { to: item.dictType }, label: { to: label }, value: { to: item.value }, sort: { to: sort } },
      });
      return { id: inserted.id, dictType: item.dictType, label, value: item.value, sort, system: false };
    });
  }

  async update(actor: Actor, id: number, edit: DictItemEdit): Promise<DictItemAdminView> {
    PlatformAdministrator.require(actor.principal);
    const label = requireLabel(edit.label);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.#changeable(tx, id, dictTexts.systemNotEditable);
      if (edit.value !== before.value) await this.#requireFreeValue(tx, before.dict_type, edit.value);
      const sort = edit.sort ?? before.sort;
      await tx.updateTable('dict_item').set({ label, value: edit.value, sort }).where('id', '=', id).execute();
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (before.label !== label) changes.label = { from: before.label, to: label };
      if (before.value !== edit.value) changes.value = { from: before.value, to: edit.value };
      if (before.sort !== sort) changes.sort = { from: before.sort, to: sort };
      await this.audit.record(tx, actor, { subject: 'dict', subjectId: String(id), action: 'update', summary: dictTexts.updated(before.dict_type, label), changes });
      return { id, dictType: before.dict_type, label, value: edit.value, sort, system: false };
    });
  }

  async remove(actor: Actor, id: number): Promise<boolean> {
    PlatformAdministrator.require(actor.principal);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.#changeable(tx, id, dictTexts.systemNotDeletable);
      await tx.deleteFrom('dict_item').where('id', '=', id).execute();
      await this.audit.record(tx, actor, {
        subject: 'dict',
        subjectId: String(id),
        action: 'delete',
        summary: dictTexts.deleted(before.dict_type, before.label),
        changes: { label: { from: before.label }, value: { from: before.value } },
      });
      return true;
    });
  }

  async #requireType(db: Db, dictType: string): Promise<void> {
    const type = await db.selectFrom('dict_type').select('dict_type').where('dict_type', '=', dictType).executeTakeFirst();
    if (!type) throw new ApiError(404, dictTexts.typeNotFound);
  }

  async #requireFreeValue(db: Db, dictType: string, value: string): Promise<void> {
    const taken = await db.selectFrom('dict_item').select('id').where('dict_type', '=', dictType).where('value', '=', value).executeTakeFirst();
    if (taken) throw new ApiError(400, dictTexts.duplicateValue);
  }

  async #changeable(db: Db, id: number, systemRefusal: string) {
    const item = await db.selectFrom('dict_item').selectAll().where('id', '=', id).executeTakeFirst();
    if (!item) throw new ApiError(404, dictTexts.itemNotFound);
    if (item.custom !== 1) throw new ApiError(400, systemRefusal);
    return item;
  }
}

function requireLabel(label: string): string {
  const trimmed = label.trim();
  if (trimmed === '') throw new ApiError(400, dictTexts.blankLabel);
  return trimmed;
}

function view(row: { id: number; dict_type: string; label: string; value: string; sort: number; custom: number }): DictItemAdminView {
  return { id: row.id, dictType: row.dict_type, label: row.label, value: row.value, sort: row.sort, system: row.custom !== 1 };
}
