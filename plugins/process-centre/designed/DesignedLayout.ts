import { useLayoutEffect, useState, type RefObject } from 'react';
import type { FormField, FormFieldType } from '../ProcessCentreApi.ts';

/** The grid of a designed form: four columns (form.yaml FormField.span). */
export const GRID_COLUMNS = 4;
/** antd's row is 24 units wide: a column of the grid is six of them. */
const UNITS_PER_COLUMN = 24 / GRID_COLUMNS;
/**
 * Narrower than this (a phone, or the designer's phone preview) every field takes the whole row:
 * antd's `sm` breakpoint, where its own grids stop placing columns side by side.
 */
export const PHONE_MAX_WIDTH = 576;

/** Types that take the whole row unless their span says otherwise (form.yaml). */
const WIDE: ReadonlySet<FormFieldType> = new Set(['table', 'richText', 'section', 'description']);

/** The columns a field takes: its span, else 2 (a 明细, rich text, section or description: 4). */
export function spanOf(field: Pick<FormField, 'type' | 'span'>): number {
  const span = field.span ?? (WIDE.has(field.type) ? GRID_COLUMNS : 2);
  return Math.min(GRID_COLUMNS, Math.max(1, Math.round(span)));
}

/** The antd Col span of a field at a width: one column below PHONE_MAX_WIDTH, its span of four otherwise. */
export function colSpanOf(field: Pick<FormField, 'type' | 'span'>, width: number): number {
  return width < PHONE_MAX_WIDTH ? 24 : spanOf(field) * UNITS_PER_COLUMN;
}

/**
 * The width the form is drawn at: the one given (the designer's phone preview), else the
 * container's own width as it changes (a drawer is narrower than the window), else the window's.
 */
export function useFormWidth(container: RefObject<HTMLElement | null>, given: number | undefined): number {
  const [measured, setMeasured] = useState<number>(() => (typeof window === 'undefined' ? 1920 : window.innerWidth));
  useLayoutEffect(() => {
    if (given !== undefined) return undefined;
    const element = container.current;
    if (!element) return undefined;
    const measure = (width: number) => {
      // An element not laid out (hidden tab, a test's DOM) reports 0: the window's width stands in.
      setMeasured(width > 0 ? width : window.innerWidth);
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, given]);
  return given ?? measured;
}
