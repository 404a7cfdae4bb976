import { describe, expect, it } from 'vitest';
import { isEmptyRichText, plainTextOf, type RichTextNode } from './RichTextDocument.ts';
import { RichTextDocumentCheck } from './RichTextDocumentCheck.ts';

const doc = (...content: RichTextNode[]) => ({ type: 'doc', content });
const paragraph = (...content: RichTextNode[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: RichTextNode['marks']) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const check = (value: unknown) => new RichTextDocumentCheck().check(value);

describe('RichTextDocumentCheck', () => {
  it('keeps what the toolbar makes: fonts, sizes, headings 1–6, marks, lists, alignment', () => {
    const value = doc(
      { type: 'heading', attrs: { level: 6, textAlign: 'center' }, content: [text('差旅说明')] },
      paragraph(text('宋体十八号', [{ type: 'bold' }, { type: 'textStyle', attrs: { fontFamily: 'SimSun', fontSize: '18px' } }])),
      { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [paragraph(text('高铁'))] }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('酒店'), { type: 'hardBreak' }, text('两晚', [{ type: 'strike' }]))] }] },
    );
    expect(check(value)).toEqual({ ok: true, document: value });
  });

  it('drops attributes it does not know and text styles left with nothing', () => {
    const value = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))' },
          content: [text('正文', [{ type: 'textStyle', attrs: { fontFamily: null, fontSize: null, color: 'red', style: 'x' } }, { type: 'italic', attrs: { href: 'javascript:alert(1)' } }])],
        },
      ],
    };
    expect(check(value)).toEqual({ ok: true, document: doc(paragraph(text('正文', [{ type: 'italic' }]))) });
  });

  it('refuses node and mark types outside the allowlist (links, images, raw HTML)', () => {
    expect(check(doc(paragraph(text('点我', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))))).toEqual({ ok: false, refusal: 'unsupported' });
    expect(check(doc({ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } }))).toEqual({ ok: false, refusal: 'unsupported' });
    expect(check(doc({ type: 'html', text: '<script>alert(1)</script>' }))).toEqual({ ok: false, refusal: 'unsupported' });
  });

  it('refuses a font outside the five, a size outside 12–36 px and a heading outside 1–6', () => {
    const styled = (attrs: Record<string, unknown>) => doc(paragraph(text('字', [{ type: 'textStyle', attrs }])));
    expect(check(styled({ fontFamily: 'Comic Sans MS' })).ok).toBe(false);
    expect(check(styled({ fontFamily: 'SimSun; background:url(x)' })).ok).toBe(false);
    expect(check(styled({ fontSize: '11px' }))).toEqual({ ok: false, refusal: 'attribute' });
    expect(check(styled({ fontSize: '37px' }))).toEqual({ ok: false, refusal: 'attribute' });
    expect(check(styled({ fontSize: '12px' })).ok).toBe(true);
    expect(check(styled({ fontSize: '36px' })).ok).toBe(true);
    expect(check(doc({ type: 'heading', attrs: { level: 7 }, content: [text('标题')] }))).toEqual({ ok: false, refusal: 'attribute' });
  });

  it('refuses what is not a document, and a block where text belongs', () => {
    expect(check('<p>正文</p>')).toEqual({ ok: false, refusal: 'format' });
    expect(check({ type: 'paragraph' })).toEqual({ ok: false, refusal: 'format' });
    expect(check(doc(paragraph({ type: 'paragraph' })))).toEqual({ ok: false, refusal: 'format' });
    expect(check(doc(text('裸文本')))).toEqual({ ok: false, refusal: 'format' });
  });

  it('bounds depth, size and text length', () => {
    let nested: RichTextNode = paragraph(text('深'));
    for (let i = 0; i < 12; i++) nested = { type: 'bulletList', content: [{ type: 'listItem', content: [nested] }] };
    expect(check(doc(nested))).toEqual({ ok: false, refusal: 'tooDeep' });
    expect(check(doc(...Array.from({ length: 5000 }, () => paragraph(text('行')))))).toEqual({ ok: false, refusal: 'tooLarge' });
    expect(new RichTextDocumentCheck({ maxTextLength: 10, maxNodes: 100, maxDepth: 10 }).check(doc(paragraph(text('一二三四五六七八九十十一'))))).toEqual({
      ok: false,
      refusal: 'tooLong',
    });
  });

  it('reads a document without visible text as empty', () => {
    expect(check(doc(paragraph(), paragraph(text('   '))))).toEqual({ ok: true, document: null });
    expect(check(null)).toEqual({ ok: true, document: null });
    expect(isEmptyRichText(doc(paragraph(text('有字'))) as RichTextNode)).toBe(false);
    expect(plainTextOf(doc(paragraph(text('第一行')), paragraph(text('第二行'))) as RichTextNode)).toBe('第一行\n第二行');
  });
});
