import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../Database.ts';
import { DialectColumns } from './DialectColumns.ts';

/**
 * The walking skeleton's schema: organisation, sessions, menus, settings, dictionaries,
 * public-site content, and the message and to-do tables later modules fill (created now so
 * the home counters read real rows from the first day).
 */
export function initialMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      // One id space for companies and departments: a company's id is its root row's id in dept.
      await db.schema
        .createTable('dept')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('depth', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('dept_company_idx').on('dept').columns(['company_id', 'parent_id']).execute();

      await db.schema
        .createTable('company')
        .addColumn('id', 'integer', (c) => c.primaryKey().references('dept.id'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('short_name', 'varchar(50)')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sys_user')
        .addColumn('id', 'integer', columns.id)
        .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('chinese_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('phone', 'varchar(20)')
        .addColumn('email', 'varchar(128)')
        .addColumn('avatar', 'varchar(512)')
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('last_login_team', 'integer')
        .addColumn('company_admin', 'integer')
        .addColumn('remind_flag', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
        .addColumn('pass_update_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_company')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('dept_id', 'integer', (c) => c.references('dept.id').onDelete('set null'))
        .addColumn('post', 'varchar(64)')
        .addColumn('team_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('user_company_pk', ['user_id', 'company_id'])
        .execute();
      await db.schema.createIndex('user_company_company_idx').on('user_company').columns(['company_id', 'dept_id']).execute();

      await db.schema
        .createTable('role')
        .addColumn('id', 'integer', columns.id)
        .addColumn('role_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('role_code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('role_desc', 'varchar(255)')
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_role')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('role_permission')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addColumn('permission', 'varchar(100)', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_permission_pk', ['role_id', 'permission'])
        .execute();

      await db.schema
        .createTable('tag')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('tag_user')
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('tag_user_pk', ['tag_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('menu')
        .addColumn('id', 'integer', columns.id)
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('label', 'varchar(64)', (c) => c.notNull())
        .addColumn('path', 'varchar(512)', (c) => c.notNull())
        .addColumn('icon', 'varchar(64)')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('if_show', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('permission', 'varchar(100)')
        .addColumn('link_type', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('menu_type', 'varchar(16)', (c) => c.notNull().defaultTo('front'))
        .execute();

      await db.schema
        .createTable('platform_setting')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('browser_icon', 'varchar(512)')
        .addColumn('front_index_logo', 'varchar(512)')
        .addColumn('admin_index_logo', 'varchar(512)')
        .addColumn('login_web_logo', 'varchar(512)')
        .addColumn('logo_web_background', 'varchar(512)')
        .addColumn('login_application_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('browser_front_title', 'varchar(100)', (c) => c.notNull())
        .addColumn('browser_back_title', 'varchar(100)', (c) => c.notNull())
        .addColumn('copyright_bottom_info', 'varchar(255)', (c) => c.notNull())
        .addColumn('backend_url', 'varchar(512)', (c) => c.notNull())
        .addColumn('pass_valid_day', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('dict_type')
        .addColumn('dict_type', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('description', 'varchar(255)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('dict_item')
        .addColumn('id', 'integer', columns.id)
        .addColumn('dict_type', 'varchar(100)', (c) => c.notNull().references('dict_type.dict_type').onDelete('cascade'))
        .addColumn('label', 'varchar(255)', (c) => c.notNull())
        .addColumn('value', 'varchar(100)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('dict_item_type_value_uq', ['dict_type', 'value'])
        .execute();

      await db.schema
        .createTable('door')
        .addColumn('id', 'integer', columns.id)
        .addColumn('door_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('oauth_token')
        .addColumn('id', 'integer', columns.id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('access_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('refresh_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('access_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('refresh_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('oauth_token_expiry_idx').on('oauth_token').column('refresh_expires_at').execute();

      await db.schema
        .createTable('message')
        .addColumn('id', 'integer', columns.id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('application_name', 'varchar(100)')
        .addColumn('application_id', 'varchar(64)')
        .addColumn('application_type', 'varchar(32)')
        .addColumn('msg_title', 'varchar(255)', (c) => c.notNull())
        .addColumn('msg_content', 'text')
        .addColumn('msg_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('send_author', 'varchar(64)')
        .addColumn('open_mode', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('msg_link', 'text')
        .addColumn('read_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('message_user_idx').on('message').columns(['user_id', 'company_id', 'read_status']).execute();

      await db.schema
        .createTable('todo')
        .addColumn('id', 'integer', columns.id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('todo_title', 'varchar(255)', (c) => c.notNull())
        .addColumn('create_by_username', 'varchar(64)')
        .addColumn('create_by', 'integer')
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('application_name', 'varchar(100)')
        .addColumn('expire_time', 'varchar(19)')
        .addColumn('todo_content', 'text')
        .addColumn('todo_complete', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('complete_result', 'varchar(16)')
        .addColumn('application_type', 'varchar(32)')
        .addColumn('link', 'text')
        .execute();
      await db.schema.createIndex('todo_user_idx').on('todo').columns(['user_id', 'company_id', 'todo_complete']).execute();
      await db.schema.createIndex('todo_creator_idx').on('todo').columns(['create_by', 'company_id']).execute();

      await db.schema
        .createTable('website_news')
        .addColumn('id', 'integer', columns.id)
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('cover', 'varchar(512)')
        .addColumn('source', 'varchar(100)', (c) => c.notNull())
        .addColumn('author', 'varchar(64)', (c) => c.notNull())
        .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('website_book')
        .addColumn('id', 'integer', columns.id)
        .addColumn('book_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('author', 'varchar(100)', (c) => c.notNull())
        .addColumn('publisher', 'varchar(100)', (c) => c.notNull())
        .addColumn('isbn', 'varchar(32)', (c) => c.notNull())
        .addColumn('cover', 'varchar(512)')
        .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
        .addColumn('publish_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('price', 'varchar(16)', (c) => c.notNull())
        .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      const tables = [
        'website_book', 'website_news', 'todo', 'message', 'oauth_token', 'door', 'dict_item', 'dict_type',
        'platform_setting', 'menu', 'tag_user', 'tag', 'role_permission', 'user_role', 'role', 'user_company',
        'sys_user', 'company', 'dept',
      ];
      for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
