/** The end of central directory record's signature, and where its fields sit. */
const END_SIGNATURE = 0x06054b50;
const END_LENGTH = 22;
const MAX_COMMENT = 0xffff;
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_LENGTH = 46;

/**
 * What a zip file (an .xlsx) says it holds, read from its central directory without inflating a
 * byte: an upload of 2 MB may unpack to gigabytes, so its declared size is checked before a
 * spreadsheet library opens it. Null when the bytes are no zip.
 */
export class ZipEntries {
  static declaredSize(bytes: Uint8Array): { entries: number; uncompressed: number } | null {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let end = -1;
    for (let at = bytes.length - END_LENGTH; at >= Math.max(0, bytes.length - END_LENGTH - MAX_COMMENT); at--) {
      if (view.getUint32(at, true) === END_SIGNATURE) {
        end = at;
        break;
      }
    }
    if (end < 0) return null;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    let uncompressed = 0;
    for (let n = 0; n < entries; n++) {
      if (at + ENTRY_LENGTH > bytes.length || view.getUint32(at, true) !== ENTRY_SIGNATURE) return null;
      const size = view.getUint32(at + 24, true);
      // 0xffffffff: the real size is in a zip64 field; no spreadsheet we read needs one.
      if (size === 0xffffffff) return { entries, uncompressed: Number.POSITIVE_INFINITY };
      uncompressed += size;
      at += ENTRY_LENGTH + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return { entries, uncompressed };
  }
}
