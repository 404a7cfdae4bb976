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

/** Whether a form this wide is drawn as on a phone: one field a row. */
export const isPhoneWidth = (width: number): boolean => width < PHONE_MAX_WIDTH;

/** The antd Col span of a field: the whole row on a phone, its span of four columns otherwise. */
export function colSpanOf(field: Pick<FormField, 'type' | 'span'>, phone: boolean): number {
  return phone ? 24 : spanOf(field) * UNITS_PER_COLUMN;
}

/**
 * Whether the form is drawn as on a phone: at the width given (the designer's phone preview),
 * else at the container's own width as it changes (a drawer is narrower than the window), else
 * the window's. Only a change across PHONE_MAX_WIDTH draws the fields again.
 */
export function usePhoneLayout(container: RefObject<HTMLElement | null>, given: number | undefined): boolean {
  const [measured, setMeasured] = useState<boolean>(() => typeof window !== 'undefined' && isPhoneWidth(window.innerWidth));
  useLayoutEffect(() => {
    if (given !== undefined) return undefined;
    const element = container.current;
    if (!element) return undefined;
    const measure = (width: number) => {
      // An element not laid out (hidden tab, a test's DOM) reports 0: the window's width stands in.
      setMeasured(isPhoneWidth(width > 0 ? width : window.innerWidth));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, given]);
  return given === undefined ? measured : isPhoneWidth(given);
}
