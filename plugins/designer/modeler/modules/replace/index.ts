import { RhReplaceMenuProvider } from './RhReplaceMenuProvider.ts';

/** The replace menu without the toggles the engine does not run (spec 002 §2.4, issue 10). */
export const rhReplaceModule = {
  __init__: ['rhReplaceMenuProvider'],
  rhReplaceMenuProvider: ['type', RhReplaceMenuProvider],
};
