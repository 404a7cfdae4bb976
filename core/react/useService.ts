import type { ServiceId } from '../../contracts/workbench/ServiceId.ts';
import { useWorkbench } from './useWorkbench.ts';

/** A service bound by some plugin; throws with the service's name when none is bound. */
export function useService<T>(id: ServiceId<T>): T {
  return useWorkbench().get(id);
}
