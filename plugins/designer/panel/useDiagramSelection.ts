import { useEffect, useState } from 'react';
import type { Modeler } from '../modeler/createModeler.ts';
import type { DiagramElement, EventBus } from '../modeler/modules/DiagramServices.ts';
import { processTarget } from './ProcessTarget.ts';

interface Canvas {
  getRootElement(): DiagramElement;
}
interface Selection {
  get(): DiagramElement[];
}
interface ElementRegistry {
  getAll(): DiagramElement[];
}

export interface DiagramSelection {
  /** The one selected element (a label stands for its element), or undefined. */
  element: DiagramElement | undefined;
  /** The process, once a diagram is imported (a pool's process when the diagram has pools). */
  root: DiagramElement | undefined;
  /** Bumps on every change of the model, undo and redo included, so sections re-read it. */
  revision: number;
}

/**
 * What the panel shows: the single selected element, and a revision that moves whenever a
 * command runs, is undone or redone, or a diagram is imported.
 */
export function useDiagramSelection(modeler: Modeler): DiagramSelection {
  const [state, setState] = useState<DiagramSelection>({ element: undefined, root: undefined, revision: 0 });
  useEffect(() => {
    const eventBus = modeler.get<EventBus>('eventBus');
    const read = () => {
      const selected = modeler.get<Selection>('selection').get();
      const one = selected.length === 1 ? selected[0] : undefined;
      let root: DiagramElement | undefined;
      try {
        root = modeler.get<Canvas>('canvas').getRootElement();
      } catch {
        root = undefined;
      }
      const process = processTarget(root, root ? modeler.get<ElementRegistry>('elementRegistry').getAll() : []);
      setState((previous) => ({
        element: one?.labelTarget ?? (one && one !== root ? one : undefined),
        root: process,
        revision: previous.revision + 1,
      }));
    };
    // Every command, undo and redo ends with commandStack.changed: elements.changed would read twice.
    const events = ['selection.changed', 'import.done', 'commandStack.changed'];
    eventBus.on(events, read);
    read();
    return () => eventBus.off(events, read);
  }, [modeler]);
  return state;
}
