import { RhContextPadProvider } from './RhContextPadProvider.ts';

/** The product context pad (spec 002 §2.4). */
export const rhContextPadModule = {
  __init__: ['rhContextPadProvider'],
  rhContextPadProvider: ['type', RhContextPadProvider],
};
