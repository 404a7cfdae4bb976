import { randomFillSync, randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import svgCaptcha from 'svg-captcha';

/** One step of a glyph's outline as opentype.js gives it (absolute coordinates, y down). */
interface GlyphCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}

interface GlyphFont {
  getPath(text: string, x: number, y: number, fontSize: number): { commands: GlyphCommand[]; getBoundingBox(): { x1: number; y1: number; x2: number; y2: number } };
}

type Point = [number, number];

/** The outlines come from the font svg-captcha ships (opentype.js); only the outlines, never its SVG. */
const FONT = (svgCaptcha.options as unknown as { font: GlyphFont }).font;

const WIDTH = 120;
const HEIGHT = 40;
/** Samples per pixel on each axis: edges are smoothed by coverage, as a real renderer does. */
const SUPERSAMPLE = 3;
/** Letters and digits that no distortion makes look alike (no 0/O, 1/l/I, 2/Z, 9/g/q …). */
const ALPHABET = 'ABCDEFHJKMNPRSTUVWXYabdefhkmnprstuvwxy345678';
const LENGTH = 4;
/** Straight pieces per curve when outlines are flattened. */
const CURVE_STEPS = 8;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const uniform = (low: number, high: number): number => low + (randomInt(0, 1_000_000) / 1_000_000) * (high - low);

/**
 * The login captcha as a raster picture (PNG, 8-bit grey), drawn here without a native
 * dependency: each character's outline is taken from a font, turned, scaled and moved on its
 * own, the whole line is bent by two random waves, filled with anti-aliased coverage, crossed by
 * ink strokes and by background-coloured cuts through the letters, and sprinkled with noise.
 * What the client gets is pixels: no element names or outlines a character (the SVG it replaces
 * drew each character as its own path, which a script matched in 40 of 40 tries).
 */
export class CaptchaPicture {
  static draw(): { text: string; png: Buffer } {
    const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
    return { text, png: CaptchaPicture.render(text) };
  }

  /** The picture of `text`: a fresh distortion every time. */
  static render(text: string): Buffer {
    const letters = new Float32Array(WIDTH * HEIGHT);
    const warp = CaptchaPicture.#warp();
    const slot = WIDTH / (text.length + 0.6);
    for (const [i, ch] of [...text].entries()) {
      const size = uniform(40, 46);
      const outline = FONT.getPath(ch, 0, 0, size);
      const box = outline.getBoundingBox();
      const centre: Point = [(box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2];
      const angle = uniform(-0.35, 0.35);
      const at: Point = [slot * (i + 0.8) + uniform(-4, 4), HEIGHT / 2 + uniform(-3, 3)];
      const squeeze = uniform(0.8, 1.15);
      const place = ([x, y]: Point): Point => {
        const dx = (x - centre[0]) * squeeze;
        const dy = y - centre[1];
        return warp([at[0] + dx * Math.cos(angle) - dy * Math.sin(angle), at[1] + dx * Math.sin(angle) + dy * Math.cos(angle)]);
      };
      CaptchaPicture.#fill(letters, CaptchaPicture.#contours(outline.commands).map((contour) => contour.map(place)), 1);
    }
    // The font draws letters as thin sketched lines: thickened by a pixel, so people read them at this size.
    const coverage = CaptchaPicture.#thicken(letters);
    // Ink strokes across the line, then cuts of background through the letters.
    CaptchaPicture.#stroke(coverage, CaptchaPicture.#wave(warp), uniform(0.5, 0.8), 1);
    for (let n = 0; n < 2; n++) CaptchaPicture.#stroke(coverage, CaptchaPicture.#wave(warp), uniform(0.4, 0.6), 0);
    const ink = randomInt(190, 236);
    // The speckles' randomness in one draw: a randomInt per pixel (three for some) took ~90 ms a picture.
    const noise = randomFillSync(new Uint32Array(WIDTH * HEIGHT * 3));
    const rows = Buffer.alloc(HEIGHT * (WIDTH + 1));
    for (let y = 0; y < HEIGHT; y++) {
      // Filter byte 0: the row as it is.
      rows[y * (WIDTH + 1)] = 0;
      for (let x = 0; x < WIDTH; x++) {
        const at = 3 * (y * WIDTH + x);
        const paper = 235 + (noise[at] % 21) - (noise[at + 1] % 14 === 0 ? 40 + (noise[at + 2] % 70) : 0);
        rows[y * (WIDTH + 1) + 1 + x] = Math.max(0, Math.min(255, Math.round(paper - coverage[y * WIDTH + x] * ink)));
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(WIDTH, 0);
    header.writeUInt32BE(HEIGHT, 4);
    // 8 bits, greyscale, deflate, adaptive filtering, no interlace.
    header.set([8, 0, 0, 0, 0], 8);
    return Buffer.concat([PNG_SIGNATURE, CaptchaPicture.#chunk('IHDR', header), CaptchaPicture.#chunk('IDAT', deflateSync(rows)), CaptchaPicture.#chunk('IEND', Buffer.alloc(0))]);
  }

  static #chunk(type: string, data: Buffer): Buffer {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  }

  /** Each pixel as dark as the darkest of it and its four neighbours. */
  static #thicken(coverage: Float32Array): Float32Array {
    const thick = new Float32Array(coverage.length);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const at = y * WIDTH + x;
        thick[at] = Math.max(coverage[at], x > 0 ? coverage[at - 1] : 0, x < WIDTH - 1 ? coverage[at + 1] : 0, y > 0 ? coverage[at - WIDTH] : 0, y < HEIGHT - 1 ? coverage[at + WIDTH] : 0);
      }
    }
    return thick;
  }

  /** Two sine waves with random periods and phases: every point of the picture moves with them. */
  static #warp(): (point: Point) => Point {
    const [ax, px, fx] = [uniform(1.5, 3), uniform(18, 30), uniform(0, 2 * Math.PI)];
    const [ay, py, fy] = [uniform(2, 4), uniform(40, 70), uniform(0, 2 * Math.PI)];
    return ([x, y]) => [x + ax * Math.sin((2 * Math.PI * y) / px + fx), y + ay * Math.sin((2 * Math.PI * x) / py + fy)];
  }

  /** A wavy line from the left edge to the right one. */
  static #wave(warp: (point: Point) => Point): Point[] {
    const [y0, y1] = [uniform(8, HEIGHT - 8), uniform(8, HEIGHT - 8)];
    const [amplitude, period, phase] = [uniform(2, 6), uniform(30, 80), uniform(0, 2 * Math.PI)];
    return Array.from({ length: 25 }, (_, i) => {
      const x = (i / 24) * WIDTH;
      return warp([x, y0 + ((y1 - y0) * i) / 24 + amplitude * Math.sin((2 * Math.PI * x) / period + phase)]);
    });
  }

  /** The outline's closed contours as polygons, curves flattened. */
  static #contours(commands: readonly GlyphCommand[]): Point[][] {
    const contours: Point[][] = [];
    let current: Point[] = [];
    let last: Point = [0, 0];
    for (const command of commands) {
      const to: Point = [command.x ?? 0, command.y ?? 0];
      if (command.type === 'M') {
        if (current.length > 2) contours.push(current);
        current = [to];
      } else if (command.type === 'L') current.push(to);
      else if (command.type === 'Q') {
        const c: Point = [command.x1!, command.y1!];
        for (let s = 1; s <= CURVE_STEPS; s++) {
          const t = s / CURVE_STEPS;
          const u = 1 - t;
          current.push([u * u * last[0] + 2 * u * t * c[0] + t * t * to[0], u * u * last[1] + 2 * u * t * c[1] + t * t * to[1]]);
        }
      } else if (command.type === 'C') {
        const [c1, c2]: Point[] = [
          [command.x1!, command.y1!],
          [command.x2!, command.y2!],
        ];
        for (let s = 1; s <= CURVE_STEPS; s++) {
          const t = s / CURVE_STEPS;
          const u = 1 - t;
          current.push([
            u * u * u * last[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * to[0],
            u * u * u * last[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * to[1],
          ]);
        }
      } else {
        if (current.length > 2) contours.push(current);
        current = [];
      }
      if (command.type !== 'Z') last = to;
    }
    if (current.length > 2) contours.push(current);
    return contours;
  }

  /**
   * Fills the polygons (non-zero winding, as TrueType outlines are meant) by scanlines at
   * SUPERSAMPLE² samples per pixel; a pixel's share of samples inside is its coverage, laid over
   * what is there (`value` 1 inks, 0 cuts).
   */
  static #fill(coverage: Float32Array, polygons: Point[][], value: number): void {
    const shape = new Float32Array(WIDTH * HEIGHT);
    const edges: [number, number, number, number][] = [];
    for (const polygon of polygons) {
      for (let i = 0; i < polygon.length; i++) {
        const [x0, y0] = polygon[i];
        const [x1, y1] = polygon[(i + 1) % polygon.length];
        if (y0 !== y1) edges.push([x0, y0, x1, y1]);
      }
    }
    // Each edge's crossings go to the scanlines it spans (not every edge tried on every scanline).
    const rows = HEIGHT * SUPERSAMPLE;
    const crossingsOf: [number, number][][] = Array.from({ length: rows }, () => []);
    for (const [x0, y0, x1, y1] of edges) {
      const low = Math.min(y0, y1);
      const high = Math.max(y0, y1);
      const first = Math.max(0, Math.floor(low * SUPERSAMPLE - 0.5));
      const last = Math.min(rows - 1, Math.ceil(high * SUPERSAMPLE - 0.5));
      for (let row = first; row <= last; row++) {
        const y = (row + 0.5) / SUPERSAMPLE;
        if (y < low || y >= high) continue;
        crossingsOf[row].push([x0 + ((y - y0) * (x1 - x0)) / (y1 - y0), y1 > y0 ? 1 : -1]);
      }
    }
    const weight = 1 / (SUPERSAMPLE * SUPERSAMPLE);
    for (let row = 0; row < rows; row++) {
      const y = (row + 0.5) / SUPERSAMPLE;
      const crossings = crossingsOf[row];
      if (crossings.length < 2) continue;
      crossings.sort((a, b) => a[0] - b[0]);
      let winding = 0;
      for (let i = 0; i < crossings.length - 1; i++) {
        winding += crossings[i][1];
        if (winding === 0) continue;
        const first = Math.max(0, Math.ceil(crossings[i][0] * SUPERSAMPLE - 0.5));
        const end = Math.min(WIDTH * SUPERSAMPLE - 1, Math.floor(crossings[i + 1][0] * SUPERSAMPLE - 0.5));
        const pixelRow = Math.floor(y) * WIDTH;
        for (let column = first; column <= end; column++) shape[pixelRow + Math.floor(column / SUPERSAMPLE)] += weight;
      }
    }
    for (let i = 0; i < shape.length; i++) {
      const share = Math.min(1, shape[i]);
      coverage[i] = value === 1 ? Math.max(coverage[i], share) : coverage[i] * (1 - share);
    }
  }

  /** A line of half-width `half` along the points, as quadrilaterals filled like the letters. */
  static #stroke(coverage: Float32Array, points: Point[], half: number, value: number): void {
    const pieces: Point[][] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const [[x0, y0], [x1, y1]] = [points[i], points[i + 1]];
      const length = Math.hypot(x1 - x0, y1 - y0) || 1;
      const [nx, ny] = [(-(y1 - y0) / length) * half, ((x1 - x0) / length) * half];
      // Each piece wound the same way, so overlaps at the joints stay filled.
      pieces.push([
        [x0 + nx, y0 + ny],
        [x1 + nx, y1 + ny],
        [x1 - nx, y1 - ny],
        [x0 - nx, y0 - ny],
      ]);
    }
    CaptchaPicture.#fill(coverage, pieces, value);
  }
}
