import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/ApiError.ts';
import { DiskLimits } from './DiskLimits.ts';
import { DiskNames } from './DiskNames.ts';
import { UploadTurns } from './UploadTurns.ts';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof ApiError ? `${error.code} ${error.message}` : String(error);
  }
  return null;
};

describe('DiskNames', () => {
  it('keeps a trimmed name of 1–255 characters and refuses separators, control characters, . and ..', () => {
    expect(DiskNames.check('  年度 报告.docx ')).toBe('年度 报告.docx');
    expect(DiskNames.check('长'.repeat(255))).toHaveLength(255);
    expect(DiskNames.check('..hidden')).toBe('..hidden');
    for (const bad of ['', '  ', 'a/b', 'a\\b', '.', '..', 'a\u0000b', 'a\nb', 'a\u007fb', '长'.repeat(256), 42, null]) {
      expect(refusal(() => DiskNames.check(bad)), JSON.stringify(bad)).toMatch(/^400 名称/);
    }
  });

  it('splits a folder upload’s relative path into checked segments', () => {
    expect(DiskNames.segments('资料/2026/合同.pdf')).toEqual(['资料', '2026', '合同.pdf']);
    expect(DiskNames.segments('/资料//a.txt')).toEqual(['资料', 'a.txt']);
    expect(refusal(() => DiskNames.segments('资料/../a.txt'))).toMatch(/^400/);
    expect(refusal(() => DiskNames.segments('///'))).toMatch(/^400/);
  });
});

describe('DiskLimits', () => {
  it('reads DISK_QUOTA_MB and DISK_FILE_MAX_MB, 1 GB each by default, and stops on a bad value', () => {
    expect(DiskLimits.fromEnvironment({})).toMatchObject({ quotaBytes: 1024 ** 3, fileMaxBytes: 1024 ** 3, maxDepth: 20 });
    expect(DiskLimits.fromEnvironment({ DISK_QUOTA_MB: '5', DISK_FILE_MAX_MB: '2' })).toMatchObject({ quotaBytes: 5 * 1024 ** 2, fileMaxBytes: 2 * 1024 ** 2 });
    expect(() => DiskLimits.fromEnvironment({ DISK_QUOTA_MB: '0' })).toThrow('DISK_QUOTA_MB 必须是正整数（兆字节），当前为 0');
    expect(() => DiskLimits.fromEnvironment({ DISK_FILE_MAX_MB: '1.5' })).toThrow(/DISK_FILE_MAX_MB/);
  });
});

describe('UploadTurns', () => {
  it('runs one user’s uploads one after another, others beside them, and refuses a queue too long', async () => {
    // Each turn still takes the cross-instance lease; here it is free at once (the leases module's tests cover the waiting).
    const leases = { tryRun: async () => ({ ran: false as const }), run: <T>(_key: string, work: () => Promise<T>) => work() };
    const turns = new UploadTurns(1, leases);
    const order: string[] = [];
    let release!: () => void;
    const first = turns.run(1, () => new Promise<void>((resolve) => (release = resolve)).then(() => order.push('a1')));
    const second = turns.run(1, async () => order.push('a2'));
    await turns.run(2, async () => order.push('b1'));
    await expect(turns.run(1, async () => order.push('a3'))).rejects.toMatchObject({ code: 429 });
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
    // The queue is gone once empty.
    await turns.run(1, async () => order.push('a4'));
    expect(order.at(-1)).toBe('a4');
  });
});
