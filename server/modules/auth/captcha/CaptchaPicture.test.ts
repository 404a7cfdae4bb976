import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CaptchaPicture } from './CaptchaPicture.ts';

// An independent decoder: pngjs as Playwright (a dev dependency) bundles it.
const { PNG } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as {
  PNG: { sync: { read(png: Buffer): { width: number; height: number; data: Buffer } } };
};

/** The picture as a PNG decoder (pngjs, the one Playwright ships) reads it: width, height and grey levels. */
function decoded(png: Buffer): { width: number; height: number; grey: number[] } {
  const image = PNG.sync.read(png);
  const grey: number[] = [];
  for (let i = 0; i < image.data.length; i += 4) grey.push(image.data[i]);
  return { width: image.width, height: image.height, grey };
}

describe('CaptchaPicture', () => {
  it('draws a real PNG of pixels, with ink on paper, and no trace of its text in the file', () => {
    const { text, png } = CaptchaPicture.draw();
    expect(text).toMatch(/^[A-Za-z3-8]{4}$/);
    const { width, height, grey } = decoded(png);
    expect([width, height]).toEqual([120, 40]);
    const dark = grey.filter((level) => level < 128).length;
    // Letters cover part of the picture, not none and not most of it.
    expect(dark).toBeGreaterThan(width * height * 0.05);
    expect(dark).toBeLessThan(width * height * 0.6);
    expect(png.includes(Buffer.from(text))).toBe(false);
    expect(png.includes(Buffer.from('<svg'))).toBe(false);
  });

  it('distorts the same text differently every time', () => {
    const [a, b] = [decoded(CaptchaPicture.render('ABCD')).grey, decoded(CaptchaPicture.render('ABCD')).grey];
    const differing = a.filter((level, i) => Math.abs(level - b[i]) > 100).length;
    expect(differing).toBeGreaterThan(200);
  });

  it('puts each character where its own slot is: ink in each quarter of the line', () => {
    const { grey, width, height } = decoded(CaptchaPicture.render('MWMW'));
    for (let quarter = 0; quarter < 4; quarter++) {
      let ink = 0;
      for (let y = 0; y < height; y++) for (let x = (quarter * width) / 4; x < ((quarter + 1) * width) / 4; x++) if (grey[y * width + x] < 100) ink++;
      expect(ink).toBeGreaterThan(40);
    }
  });
});
