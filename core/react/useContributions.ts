import { useMemo } from 'react';
import type { ContributionPoint } from '../../contracts/workbench/ServiceId.ts';
import { useWorkbench } from './useWorkbench.ts';

/** Every value contributed to a point; the same array across renders. */
export function useContributions<T>(point: ContributionPoint<T>): readonly T[] {
  const resolver = useWorkbench();
  return useMemo(() => resolver.getAll(point), [resolver, point]);
}
