/**
 * A CSV file as rows of cells (RFC 4180: quoted cells, doubled quotes, CR, LF or CRLF line ends).
 * The bytes are UTF-8 (with or without a BOM) or, what Excel in China saves as "CSV", GBK
 * (read as GB18030, its superset): text that is not valid UTF-8 is read as GBK.
 */
export class CsvText {
  static decode(bytes: Uint8Array): string {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return new TextDecoder('gb18030').decode(bytes);
    }
  }

  /** The rows, each cut at `maxCells` cells; parsing stops after `maxRows` rows (the caller refuses more). */
  static parse(text: string, maxRows: number, maxCells: number): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    let i = 0;
    const endCell = () => {
      if (row.length < maxCells) row.push(cell);
      cell = '';
    };
    const endRow = () => {
      endCell();
      rows.push(row);
      row = [];
    };
    while (i < text.length && rows.length <= maxRows) {
      const c = text[i];
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          quoted = false;
        } else cell += c;
        i += 1;
        continue;
      }
      if (c === '"' && cell === '') quoted = true;
      else if (c === ',') endCell();
      else if (c === '\r' || c === '\n') {
        endRow();
        if (c === '\r' && text[i + 1] === '\n') i += 1;
      } else cell += c;
      i += 1;
    }
    if (cell !== '' || row.length > 0) endRow();
    return rows;
  }
}
