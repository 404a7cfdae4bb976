import { describe, expect, it } from 'vitest';
import { colSpanOf, isPhoneWidth, spanOf } from './DesignedLayout.ts';

describe('the designed form grid', () => {
  it('gives a field its span of four columns, two unless it says; 明细, rich text, section and description the whole row', () => {
    expect(spanOf({ type: 'input' })).toBe(2);
    expect(spanOf({ type: 'input', span: 1 })).toBe(1);
    expect(spanOf({ type: 'table' })).toBe(4);
    expect(spanOf({ type: 'richText' })).toBe(4);
    expect(spanOf({ type: 'section' })).toBe(4);
    expect(spanOf({ type: 'description', span: 2 })).toBe(2);
  });

  it('turns columns into antd units at a desktop width and every field into a whole row at phone width', () => {
    expect(colSpanOf({ type: 'input', span: 1 }, isPhoneWidth(1920))).toBe(6);
    expect(colSpanOf({ type: 'input', span: 3 }, isPhoneWidth(800))).toBe(18);
    expect(colSpanOf({ type: 'input', span: 1 }, isPhoneWidth(390))).toBe(24);
    expect(colSpanOf({ type: 'input', span: 1 }, isPhoneWidth(575))).toBe(24);
    expect(colSpanOf({ type: 'input', span: 1 }, isPhoneWidth(576))).toBe(6);
  });
});
