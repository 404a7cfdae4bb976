import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostgresTools } from './PostgresTools.ts';

let root: string;
/** An executable named `tool` in `dir`. */
const program = (dir: string, tool: string) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, tool), '#!/bin/sh\n');
  chmodSync(join(dir, tool), 0o755);
  return join(dir, tool);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ronghe-pgtools-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('PostgresTools', () => {
  it('takes pg_dump from PATH first', () => {
    const onPath = program(join(root, 'bin'), 'pg_dump');
    program(join(root, 'debian', '15', 'bin'), 'pg_dump');
    expect(new PostgresTools({ PATH: join(root, 'bin') }, join(root, 'debian')).find('pg_dump')).toBe(onPath);
  });

  it("else the newest Debian version's, which can dump every older server", () => {
    program(join(root, 'debian', '9.6', 'bin'), 'pg_restore');
    program(join(root, 'debian', '13', 'bin'), 'pg_restore');
    const newest = program(join(root, 'debian', '15', 'bin'), 'pg_restore');
    expect(new PostgresTools({ PATH: join(root, 'empty') }, join(root, 'debian')).find('pg_restore')).toBe(newest);
  });

  it('says how to install it when there is none', () => {
    expect(() => new PostgresTools({ PATH: join(root, 'empty') }, join(root, 'debian')).find('pg_dump')).toThrow('找不到 pg_dump：请安装 PostgreSQL 客户端');
  });
});
