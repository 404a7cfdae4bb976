import { useEffect, useRef, useState } from 'react';
import { InputNumber, Space } from 'antd';
import { zhCN } from './zhCN.ts';

export type NumberRange = [number | undefined, number | undefined];

export interface RangeInputProps {
  value?: NumberRange;
  onChange?(value: NumberRange | undefined): void;
  /**
   * Part 1 §5, the default: a value only when both ends are filled, else undefined. Off, a
   * half-filled range is passed on as it is.
   */
  allValidate?: boolean;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: [string, string];
  disabled?: boolean;
}

type Ends = [number | null, number | null];

function emitted(ends: Ends, allValidate: boolean): NumberRange | undefined {
  const [from, to] = ends;
  const filled = [from, to].filter((end) => end !== null).length;
  if (filled === 0 || (allValidate && filled < 2)) return undefined;
  return [from ?? undefined, to ?? undefined];
}

function sameRange(a: NumberRange | undefined, b: NumberRange | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1]);
}

/** Two number inputs for a from–to filter. */
export function RangeInput({ value, onChange, allValidate = true, min, max, step, placeholder, disabled }: RangeInputProps) {
  const [ends, setEnds] = useState<Ends>([value?.[0] ?? null, value?.[1] ?? null]);
  // A half-filled range is shown while the value stays undefined; only a value we did not send
  // ourselves (a reset, a preset) replaces what the inputs show.
  const sent = useRef<NumberRange | undefined>(value);
  useEffect(() => {
    if (sameRange(value, sent.current)) return;
    sent.current = value;
    setEnds([value?.[0] ?? null, value?.[1] ?? null]);
  }, [value]);

  const set = (index: 0 | 1, end: number | null) => {
    const next: Ends = index === 0 ? [end, ends[1]] : [ends[0], end];
    setEnds(next);
    const range = emitted(next, allValidate);
    if (!sameRange(range, sent.current)) {
      sent.current = range;
      onChange?.(range);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        style={{ width: '50%' }}
        value={ends[0]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        placeholder={placeholder?.[0] ?? zhCN.search.rangeFrom}
        onChange={(end) => set(0, typeof end === 'number' ? end : null)}
      />
      <InputNumber
        style={{ width: '50%' }}
        value={ends[1]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        placeholder={placeholder?.[1] ?? zhCN.search.rangeTo}
        onChange={(end) => set(1, typeof end === 'number' ? end : null)}
      />
    </Space.Compact>
  );
}
