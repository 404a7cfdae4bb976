import { describe, expect, it } from 'vitest';
import { AvatarPictures } from './AvatarPictures.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

describe('AvatarPictures', () => {
  it('allows jpg, jpeg and png only', () => {
    expect(['jpg', 'jpeg', 'png'].every((extension) => AvatarPictures.allows(extension))).toBe(true);
    expect(['gif', 'svg', 'webp', ''].some((extension) => AvatarPictures.allows(extension))).toBe(false);
  });

  it('matches the bytes to the extension', () => {
    expect(AvatarPictures.matches('png', PNG)).toBe(true);
    expect(AvatarPictures.matches('jpg', JPEG)).toBe(true);
    expect(AvatarPictures.matches('jpeg', JPEG)).toBe(true);
    expect(AvatarPictures.matches('png', JPEG)).toBe(false);
    expect(AvatarPictures.matches('jpg', PNG)).toBe(false);
    expect(AvatarPictures.matches('png', PNG.subarray(0, 4))).toBe(false);
    expect(AvatarPictures.matches('png', new TextEncoder().encode('<svg xmlns="'))).toBe(false);
  });
});
