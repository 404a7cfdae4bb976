import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BoundedZip, ZipRefused } from './BoundedZip.ts';

/** A zip of one deflated entry whose headers declare `declared` bytes, whatever the entry really holds. */
function lyingZip(name: string, content: Buffer, declared: number): Buffer {
  const packed = BoundedZip.pack([{ name, bytes: deflateRawSync(content) }]);
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const directory = view.getUint32(packed.length - 22 + 16, true);
  // Method 8 (deflate) and the declared size, in the local header and the central directory.
  view.setUint16(8, 8, true);
  view.setUint32(22, declared, true);
  view.setUint16(directory + 10, 8, true);
  view.setUint32(directory + 24, declared, true);
  return packed;
}

async function refusal(unpack: Promise<unknown>): Promise<string> {
  try {
    await unpack;
  } catch (error) {
    if (error instanceof ZipRefused) return error.reason;
    throw error;
  }
  throw new Error('the zip was unpacked');
}

describe('BoundedZip', () => {
  it('unpacks what it packed, names and bytes alike', async () => {
    const entries = [
      { name: 'xl/workbook.xml', bytes: Buffer.from('<workbook/>') },
      { name: 'xl/用户.xml', bytes: Buffer.alloc(5000, 'a') },
    ];
    expect(await BoundedZip.unpack(BoundedZip.pack(entries), 10_000)).toEqual(entries);
  });

  it('counts the bytes it inflates: a zip that says 100 bytes and holds 8 MB stops at the limit', async () => {
    const bomb = lyingZip('xl/worksheets/sheet1.xml', Buffer.alloc(8 * 1024 * 1024, ' '), 100);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await refusal(BoundedZip.unpack(bomb, 1024 * 1024))).toBe('tooBig');
    // The same entry under a budget that holds it is read whole: the refusal was the count, not the lie.
    expect((await BoundedZip.unpack(bomb, 9 * 1024 * 1024))[0].bytes.length).toBe(8 * 1024 * 1024);
  });

  it('refuses a declared size over the limit before inflating, and what is no zip', async () => {
    expect(await refusal(BoundedZip.unpack(lyingZip('a.xml', Buffer.from('small'), 2 * 1024 * 1024), 1024 * 1024))).toBe('tooBig');
    expect(await refusal(BoundedZip.unpack(Buffer.from('账号,姓名'), 1024))).toBe('corrupt');
  });
});
