import type { Entries } from '../DiagramServices.ts';
import { engineRuns, REPLACE_TARGETS, type Moddle } from './EngineRuns.ts';

interface PopupMenu {
  registerProvider(id: string, priority: number, provider: object): void;
}

/**
 * The stock toggles issue 10 hides: multi-instance comes from the panel's 办理方式 alone
 * (rh:MultiActorAction), which the engine runs; it ignores bpmn:multiInstanceLoopCharacteristics.
 */
export const HIDDEN_TOGGLES = ['toggle-loop', 'toggle-sequential-mi', 'toggle-parallel-mi'] as const;

const isAdHoc = (id: string) => /ad-?hoc/i.test(id);

/**
 * The replace menu keeps bpmn-js' rules (E10, E12–E15: cancel events only inside a transaction,
 * start variants by parent, default and conditional flows by source) but offers only nodes the
 * engine runs (issue 26: a service task or a timer start turned red the moment it was chosen),
 * and drops the loop, multi-instance and ad-hoc toggles and targets.
 */
export class RhReplaceMenuProvider {
  static $inject = ['popupMenu', 'moddle'];

  constructor(
    popupMenu: PopupMenu,
    private readonly moddle: Moddle,
  ) {
    popupMenu.registerProvider('bpmn-replace', 500, this);
  }

  getPopupMenuEntries(): (entries: Entries) => Entries {
    return (entries) =>
      Object.fromEntries(
        Object.entries(entries).filter(([id]) => {
          const target = REPLACE_TARGETS.get(id);
          return !isAdHoc(id) && (!target || engineRuns(this.moddle, target));
        }),
      );
  }

  getPopupMenuHeaderEntries(): (entries: Entries) => Entries {
    const hidden = new Set<string>(HIDDEN_TOGGLES);
    return (entries) => Object.fromEntries(Object.entries(entries).filter(([id]) => !hidden.has(id) && !isAdHoc(id)));
  }
}
