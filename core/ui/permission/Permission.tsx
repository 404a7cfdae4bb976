import type { ReactNode } from 'react';
import { useSessionSnapshot } from '../../react/useSessionSnapshot.ts';
import { zhCN } from '../zhCN.ts';

/**
 * Whether the session holds at least one of the permissions (spec part 1 §6). An empty list is
 * a mistake in the page, not a rule, so it throws 请设置操作权限标签值 rather than hide or show.
 */
export function holdsAnyPermission(held: Readonly<Record<string, true>>, anyOf: readonly string[]): boolean {
  if (anyOf.length === 0) throw new Error(zhCN.permission.missingList);
  return anyOf.some((permission) => held[permission] === true);
}

/** The held permissions' check for a component: `usePermission(['sys_dept_add'])`. */
export function usePermission(anyOf: readonly string[]): boolean {
  return holdsAnyPermission(useSessionSnapshot().permissions, anyOf);
}

/**
 * The permission guard of part 1 §6: renders its children only for a user holding one of the
 * listed permissions (the 添加机构 button needs sys_dept_add). Hiding is a courtesy: the server
 * refuses the operation itself.
 */
export function Permission({ anyOf, children }: { anyOf: readonly string[]; children: ReactNode }) {
  return usePermission(anyOf) ? <>{children}</> : null;
}
