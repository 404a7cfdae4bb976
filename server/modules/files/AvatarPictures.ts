/** The first bytes of each picture type an avatar may be. */
const SIGNATURES: ReadonlyMap<string, readonly number[]> = new Map([
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
  ['jpeg', [0xff, 0xd8, 0xff]],
]);

/**
 * The avatar folder's rule (spec part 1 §5): jpg, jpeg or png under 50 KB. The browser checks
 * the name and size; the server checks the bytes too, because the avatar is shown to everyone
 * who sees the user and a name is only what the uploader typed.
 */
export class AvatarPictures {
  static readonly bucket = 'avatar';
  /** "Under 50 KB": the spec's check is size / 1024 < 50. */
  static readonly limitBytes = 50 * 1024;
  static readonly headBytes = 8;

  static allows(extension: string): boolean {
    return SIGNATURES.has(extension);
  }

  /** Whether the file's first bytes are a picture of its extension's type. */
  static matches(extension: string, head: Uint8Array): boolean {
    const signature = SIGNATURES.get(extension);
    return signature !== undefined && head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
  }

  /** The link the avatar is shown by: the preview route, which serves pictures inline. */
  static urlOf(fileName: string): string {
    return `/system/file/${AvatarPictures.bucket}/${fileName}`;
  }
}
