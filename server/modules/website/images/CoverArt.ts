/** What a drawn picture says and how it is shaped. */
export interface CoverArtSpec {
  title: string;
  /** A small line above the title (the channel or category). */
  label: string;
  /** 'wide' 16:9 for articles, 'banner' 10:3 for carousels, 'book' 3:4 for covers and pages. */
  shape: 'wide' | 'banner' | 'book';
  /** Picks the colours; the same seed always draws the same picture. */
  seed: number;
}

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#b71c1c', '#e53935', '#ffd54f'],
  ['#0d47a1', '#1e88e5', '#bbdefb'],
  ['#1b5e20', '#43a047', '#c8e6c9'],
  ['#4a148c', '#8e24aa', '#e1bee7'],
  ['#e65100', '#fb8c00', '#ffe0b2'],
  ['#004d40', '#00897b', '#b2dfdb'],
];

const SHAPES = {
  wide: { width: 640, height: 360, perLine: 14, fontSize: 38, top: 170 },
  banner: { width: 1200, height: 360, perLine: 16, fontSize: 56, top: 190 },
  book: { width: 480, height: 640, perLine: 8, fontSize: 44, top: 260 },
} as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** The title broken into lines of at most `perLine` characters, at most three lines. */
function linesOf(title: string, perLine: number): string[] {
  const chars = [...title];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < 3; i += perLine) lines.push(chars.slice(i, i + perLine).join(''));
  if (chars.length > perLine * 3) lines[2] = `${[...lines[2]].slice(0, perLine - 1).join('')}…`;
  return lines;
}

/**
 * An original picture drawn as SVG from a title: a gradient, a few circles placed by the seed and
 * the title in large type. The demo content's covers are made this way, nothing is copied in.
 */
export function coverArt(spec: CoverArtSpec): string {
  const { width, height, perLine, fontSize, top } = SHAPES[spec.shape];
  const [dark, light, pale] = PALETTES[Math.abs(spec.seed) % PALETTES.length];
  const lines = linesOf(spec.title, perLine);
  const circles = [0, 1, 2]
    .map((i) => {
      const n = (spec.seed * 37 + i * 101) % 97;
      const cx = Math.round(width * (0.55 + ((n % 40) / 100)));
      const cy = Math.round(height * (0.1 + ((n % 70) / 100)));
      const r = Math.round(Math.min(width, height) * (0.12 + i * 0.08));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pale}" fill-opacity="${(0.12 + i * 0.05).toFixed(2)}"/>`;
    })
    .join('');
  const text = lines
    .map((line, i) => `<text x="40" y="${top + i * (fontSize + 14)}" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(spec.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    `<rect x="40" y="${top - fontSize - 60}" width="64" height="6" fill="${pale}"/>`,
    `<g font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif">`,
    `<text x="40" y="${top - fontSize - 20}" font-size="22" fill="${pale}">${escapeXml(spec.label)}</text>`,
    text,
    `<text x="40" y="${height - 36}" font-size="18" fill="#fff" fill-opacity="0.8">融合平台</text>`,
    '</g></svg>',
  ].join('');
}
