import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

const END_SIGNATURE = 0x06054b50;
const END_LENGTH = 22;
const MAX_COMMENT = 0xffff;
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_LENGTH = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_LENGTH = 30;
const STORED = 0;
const DEFLATED = 8;

/** Why a zip was not unpacked: not a zip we read, or more inside than allowed. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'corrupt' | 'tooBig') {
    super(reason);
    this.name = 'ZipRefused';
  }
}

/** One file inside a zip, as its bytes really are once unpacked. */
export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/**
 * Unpacks a zip (an .xlsx) counting the bytes it really inflates, not the sizes it declares:
 * a zip may say 1 KB and inflate to a gigabyte. Each entry is inflated with zlib's
 * maxOutputLength set to what is left of the budget, so zlib itself stops at the limit and
 * no buffer beyond it is ever allocated; inflating runs on libuv's pool, off the event loop.
 * `pack` writes entries back as a stored (uncompressed) zip whose sizes are true, for a
 * reader that would trust them.
 */
export class BoundedZip {
  /** The entries `wanted` (all by default), at most `maxBytes` of them together; the others are never inflated. */
  static async unpack(bytes: Uint8Array, maxBytes: number, wanted: (name: string) => boolean = () => true): Promise<ZipEntry[]> {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const end = BoundedZip.#end(view, bytes.length);
    const count = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    let declared = 0;
    const found: { name: string; method: number; local: number; compressed: number }[] = [];
    for (let n = 0; n < count; n++) {
      if (at + ENTRY_LENGTH > bytes.length || view.getUint32(at, true) !== ENTRY_SIGNATURE) throw new ZipRefused('corrupt');
      const method = view.getUint16(at + 10, true);
      const compressed = view.getUint32(at + 20, true);
      const size = view.getUint32(at + 24, true);
      const nameLength = view.getUint16(at + 28, true);
      const name = Buffer.from(bytes.buffer, bytes.byteOffset + at + ENTRY_LENGTH, nameLength).toString('utf8');
      const next = at + ENTRY_LENGTH + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
      if (name.endsWith('/') || !wanted(name)) {
        at = next;
        continue;
      }
      // 0xffffffff: the real size is in a zip64 field; no spreadsheet we read needs one.
      if (compressed === 0xffffffff || size === 0xffffffff) throw new ZipRefused('tooBig');
      // A declared size over the budget is refused before a byte is inflated; a smaller one is not believed.
      declared += size;
      if (declared > maxBytes) throw new ZipRefused('tooBig');
      found.push({ name, method, local: view.getUint32(at + 42, true), compressed });
      at = next;
    }
    let left = maxBytes;
    const entries: ZipEntry[] = [];
    for (const entry of found) {
      const local = entry.local;
      if (local + LOCAL_LENGTH > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) throw new ZipRefused('corrupt');
      const start = local + LOCAL_LENGTH + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      if (start + entry.compressed > bytes.length) throw new ZipRefused('corrupt');
      const data = Buffer.from(bytes.buffer, bytes.byteOffset + start, entry.compressed);
      let unpacked: Buffer;
      if (entry.method === STORED) unpacked = Buffer.from(data);
      else if (entry.method === DEFLATED) {
        try {
          unpacked = await inflate(data, { maxOutputLength: Math.max(left, 1) });
        } catch (error) {
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipRefused('tooBig');
          throw new ZipRefused('corrupt');
        }
      } else throw new ZipRefused('corrupt');
      left -= unpacked.length;
      if (left < 0) throw new ZipRefused('tooBig');
      entries.push({ name: entry.name, bytes: unpacked });
    }
    return entries;
  }

  /** The entries as a zip without compression, in the order given. */
  static pack(entries: readonly ZipEntry[]): Buffer {
    const locals: Buffer[] = [];
    const directory: Buffer[] = [];
    let offset = 0;
    for (const { name, bytes } of entries) {
      const nameBytes = Buffer.from(name, 'utf8');
      const crc = crc32(bytes);
      const local = Buffer.alloc(LOCAL_LENGTH);
      local.writeUInt32LE(LOCAL_SIGNATURE, 0);
      local.writeUInt16LE(20, 4);
      // Bit 11: the name is UTF-8.
      local.writeUInt16LE(0x0800, 6);
      local.writeUInt16LE(STORED, 8);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(bytes.length, 18);
      local.writeUInt32LE(bytes.length, 22);
      local.writeUInt16LE(nameBytes.length, 26);
      const central = Buffer.alloc(ENTRY_LENGTH);
      central.writeUInt32LE(ENTRY_SIGNATURE, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(0x0800, 8);
      central.writeUInt16LE(STORED, 10);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(bytes.length, 20);
      central.writeUInt32LE(bytes.length, 24);
      central.writeUInt16LE(nameBytes.length, 28);
      central.writeUInt32LE(offset, 42);
      locals.push(local, nameBytes, bytes);
      directory.push(central, nameBytes);
      offset += LOCAL_LENGTH + nameBytes.length + bytes.length;
    }
    const size = directory.reduce((sum, part) => sum + part.length, 0);
    const end = Buffer.alloc(END_LENGTH);
    end.writeUInt32LE(END_SIGNATURE, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, ...directory, end]);
  }

  static #end(view: DataView, length: number): number {
    for (let at = length - END_LENGTH; at >= Math.max(0, length - END_LENGTH - MAX_COMMENT); at--) {
      if (view.getUint32(at, true) === END_SIGNATURE) return at;
    }
    throw new ZipRefused('corrupt');
  }
}
