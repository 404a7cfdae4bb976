import { zhCN } from './zhCN.ts';

/** diagram-js' `translate(template, replacements)` over the Chinese table; unknown templates stay English. */
export function rhTranslate(template: string, replacements: Record<string, string> = {}): string {
  const text = zhCN[template] ?? template;
  return text.replace(/{([^}]+)}/g, (whole, key: string) => replacements[key] ?? whole);
}
