/** What the server does with one allowed extension. */
export interface FileType {
  /** Sent as Content-Type; decided here, never taken from the uploading browser. */
  mime: string;
  /** Shown in the browser on the preview route; everything else is always a download. */
  inline: boolean;
}

const type = (mime: string, inline = false): FileType => Object.freeze({ mime, inline });

/*
 * The allow-list: office documents, PDFs, plain text, pictures and archives (what the
 * generic upload widget and the contract attachment offer, and a little more). Refused by
 * omission, deliberately:
 * - programs and scripts: exe dll msi com scr bat cmd ps1 vbs sh jar apk …;
 * - anything a browser would run from our origin: html htm xhtml svg (SVG carries script),
 *   xml (XSLT), js mjs css;
 * - macro-enabled Office files (docm xlsm pptm): macros are the usual payload.
 * Pictures, PDF and plain text are the only types shown inline, and always with nosniff, so a
 * file cannot be made to render as a page of this site.
 */
const TYPES: ReadonlyMap<string, FileType> = new Map([
  ['doc', type('application/msword')],
  ['docx', type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')],
  ['xls', type('application/vnd.ms-excel')],
  ['xlsx', type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')],
  ['ppt', type('application/vnd.ms-powerpoint')],
  ['pptx', type('application/vnd.openxmlformats-officedocument.presentationml.presentation')],
  ['odt', type('application/vnd.oasis.opendocument.text')],
  ['ods', type('application/vnd.oasis.opendocument.spreadsheet')],
  ['odp', type('application/vnd.oasis.opendocument.presentation')],
  // WPS Office's own formats and China's OFD e-document format are common in the target offices.
  ['wps', type('application/octet-stream')],
  ['et', type('application/octet-stream')],
  ['dps', type('application/octet-stream')],
  ['ofd', type('application/ofd')],
  ['rtf', type('application/rtf')],
  ['pdf', type('application/pdf', true)],
  ['txt', type('text/plain; charset=utf-8', true)],
  ['csv', type('text/csv; charset=utf-8')],
  ['md', type('text/markdown; charset=utf-8')],
  ['jpg', type('image/jpeg', true)],
  ['jpeg', type('image/jpeg', true)],
  ['png', type('image/png', true)],
  ['gif', type('image/gif', true)],
  ['bmp', type('image/bmp', true)],
  ['webp', type('image/webp', true)],
  ['zip', type('application/zip')],
  ['rar', type('application/vnd.rar')],
  ['7z', type('application/x-7z-compressed')],
  ['tar', type('application/x-tar')],
  ['gz', type('application/gzip')],
  ['tgz', type('application/gzip')],
]);

/** The extensions uploads may have, and how each is served. */
export class FileTypes {
  /** Every allowed extension, for the refusal message. */
  static readonly extensions: readonly string[] = [...TYPES.keys()];

  /** The lower-cased extension after the last dot, or '' when there is none. */
  static extensionOf(name: string): string {
    const dot = name.lastIndexOf('.');
    return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
  }

  /** The type of an allowed extension; undefined for everything else. */
  static of(extension: string): FileType | undefined {
    return TYPES.get(extension);
  }
}
