import { createContext } from 'react';
import type { ServiceResolver } from '../../contracts/workbench/Plugin.ts';

/** The running host's resolver; null outside a WorkbenchProvider so misuse fails loudly. */
export const WorkbenchContext = createContext<ServiceResolver | null>(null);
