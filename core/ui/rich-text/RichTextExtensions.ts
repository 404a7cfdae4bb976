import { Extension, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import {
  RICH_TEXT_ALIGNMENTS,
  RICH_TEXT_FONTS,
  RICH_TEXT_HEADING_LEVELS,
  fontSizeOf,
  type RichTextAlignment,
  type RichTextFont,
} from '../../../contracts/richtext/RichTextDocument.ts';

/**
 * What each of the spec's font names draws with: the Windows font first, then the same style
 * on macOS and Linux (Noto CJK), so 宋体 still looks like a serif where SimSun is not installed.
 */
export const FONT_STACKS: Record<RichTextFont, string> = {
  SimSun: 'SimSun, "Songti SC", "Noto Serif CJK SC", "Source Han Serif SC", serif',
  SimHei: 'SimHei, "Heiti SC", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif',
  'Microsoft-YaHei': '"Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", sans-serif',
  KaiTi: 'KaiTi, STKaiti, "Kaiti SC", "AR PL UKai CN", serif',
  FangSong: 'FangSong, STFangsong, "Fangsong SC", serif',
};

/** A pasted span's font, when its first family is one of the five; anything else is dropped. */
function fontOf(element: HTMLElement): RichTextFont | null {
  const first = element.style.fontFamily.split(',')[0]?.trim().replace(/^["']|["']$/g, '').replace(/ /g, '-');
  return RICH_TEXT_FONTS.find((font) => font.toLowerCase() === first?.toLowerCase()) ?? null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: {
      setTextAlign: (alignment: RichTextAlignment) => ReturnType;
    };
  }
}

/** Paragraph and heading alignment (the four of the allowlist), as a style on the block. */
const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => (RICH_TEXT_ALIGNMENTS as readonly string[]).find((value) => value === element.style.textAlign) ?? null,
            renderHTML: (attributes) => (attributes.textAlign ? { style: `text-align: ${attributes.textAlign as string}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) =>
          ['paragraph', 'heading'].map((type) => commands.updateAttributes(type, { textAlign: alignment === 'left' ? null : alignment })).some(Boolean),
    };
  },
});

/**
 * The editor's schema: exactly what the server's allowlist (contracts/richtext) keeps — no
 * links, images, code or quotes — with the fonts drawn through their stacks and pasted styles
 * outside the allowlist dropped on the way in.
 */
export function richTextExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    }),
    TextStyle,
    FontFamily.extend({
      addGlobalAttributes() {
        return [
          {
            types: ['textStyle'],
            attributes: {
              fontFamily: {
                default: null,
                parseHTML: fontOf,
                renderHTML: (attributes) => {
                  const stack = FONT_STACKS[attributes.fontFamily as RichTextFont];
                  return stack ? { style: `font-family: ${stack}` } : {};
                },
              },
            },
          },
        ];
      },
    }),
    FontSize.extend({
      addGlobalAttributes() {
        return [
          {
            types: ['textStyle'],
            attributes: {
              fontSize: {
                default: null,
                parseHTML: (element) => (fontSizeOf(element.style.fontSize) === null ? null : element.style.fontSize),
                renderHTML: (attributes) => (fontSizeOf(attributes.fontSize) === null ? {} : { style: `font-size: ${attributes.fontSize as string}` }),
              },
            },
          },
        ];
      },
    }),
    TextAlign,
    Placeholder.configure({ placeholder }),
  ];
}
