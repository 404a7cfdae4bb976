import { useCallback, useState } from 'react';

/** One rule of a login field, in the shape of antd's form rules (AccountFieldRules), with its message. */
export interface FieldRule {
  required?: boolean;
  /** With `required`: only spaces count as empty. */
  whitespace?: boolean;
  pattern?: RegExp;
  len?: number;
  max?: number;
  message: string;
}

/** The message of the first rule `value` breaks, or null; an empty value breaks only `required`, as in antd's forms. */
export function fieldProblem(value: string, rules: readonly FieldRule[]): string | null {
  for (const rule of rules) {
    const empty = rule.whitespace ? value.trim() === '' : value === '';
    if (rule.required && empty) return rule.message;
    if (value === '') continue;
    if (rule.pattern && !rule.pattern.test(value)) return rule.message;
    if (rule.len !== undefined && value.length !== rule.len) return rule.message;
    if (rule.max !== undefined && value.length > rule.max) return rule.message;
  }
  return null;
}

export interface LoginFields<K extends string> {
  values: Record<K, string>;
  problems: Partial<Record<K, string>>;
  /** Sets a field as typed and checks it again, so its message comes and goes as the user types. */
  change(name: K, value: string): void;
  /** Checks `names` (every field unless given) and shows their messages; gives the values when all pass, else null. */
  check(names?: readonly K[]): Record<K, string> | null;
  /** Empties a field without a message (a spent captcha). */
  clear(name: K): void;
}

/**
 * The state of a login page's few text fields and their rules, in place of antd's Form: the
 * login pages are a visitor's first load, and Form with its validator is some 55 KB of it for
 * two or three inputs. The messages and when they show are Form's: under the field once it is
 * checked, on every change and on submit.
 */
export function useLoginFields<K extends string>(rules: Record<K, readonly FieldRule[]>): LoginFields<K> {
  const [values, setValues] = useState(() => Object.fromEntries(Object.keys(rules).map((name) => [name, ''])) as Record<K, string>);
  const [problems, setProblems] = useState<Partial<Record<K, string>>>({});

  const change = useCallback(
    (name: K, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setProblems((current) => ({ ...current, [name]: fieldProblem(value, rules[name]) ?? undefined }));
    },
    [rules],
  );

  const check = (names: readonly K[] = Object.keys(rules) as K[]) => {
    const found = Object.fromEntries(names.map((name) => [name, fieldProblem(values[name], rules[name]) ?? undefined])) as Partial<Record<K, string>>;
    setProblems((current) => ({ ...current, ...found }));
    return names.some((name) => found[name]) ? null : values;
  };

  const clear = useCallback((name: K) => {
    setValues((current) => ({ ...current, [name]: '' }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  }, []);

  return { values, problems, change, check, clear };
}
