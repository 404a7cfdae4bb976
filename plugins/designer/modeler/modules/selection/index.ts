import { CtrlClickSelection } from './CtrlClickSelection.ts';

/** How clicks select elements, beyond diagram-js' own (spec 002 §2.2). */
export const rhSelectionModule = {
  __init__: ['rhCtrlClickSelection'],
  rhCtrlClickSelection: ['type', CtrlClickSelection],
};
