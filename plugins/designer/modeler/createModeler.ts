import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { rongheModdleExtensions } from '../../../contracts/bpmn/RongheModdle.ts';
import { rhBehavioursModule } from './modules/behaviours/index.ts';
import { rhCommandsModule } from './modules/commands/index.ts';
import { rhContextPadModule } from './modules/context-pad/index.ts';
import { rhMarkersModule } from './modules/markers/index.ts';
import { rhPaletteModule } from './modules/palette/index.ts';
import { rhRendererModule } from './modules/renderer/index.ts';
import { rhReplaceModule } from './modules/replace/index.ts';
import { rhSelectionModule } from './modules/selection/index.ts';
import { rhSizesModule } from './modules/sizes/index.ts';
import { rhTranslateModule } from './modules/translate/index.ts';
import { rhZoomModule } from './modules/zoom/index.ts';

type ModuleDeclaration = Record<string, unknown>;

/** The designer's own bpmn-js modules (one folder each under modules/). */
export const DESIGNER_MODULES: readonly ModuleDeclaration[] = [
  rhTranslateModule,
  rhSizesModule,
  rhPaletteModule,
  rhContextPadModule,
  rhReplaceModule,
  rhRendererModule,
  rhBehavioursModule,
  rhMarkersModule,
  rhSelectionModule,
  rhZoomModule,
];

/** What the properties panel needs in the modeler: its rh.element.update command and the branch-order bookkeeping. */
export const PANEL_MODULES: readonly ModuleDeclaration[] = [rhCommandsModule];

export interface CreateModelerOptions {
  container: HTMLElement;
  /** Extra didi modules (tests, later plugins). */
  additionalModules?: readonly ModuleDeclaration[];
}

/**
 * The one place that loads bpmn-js' Modeler: reached only from the designer page's lazy chunk,
 * so no other page downloads it (tests/boundaries/ModelerChunk.test.ts). The moddle is the rh
 * extension the server and the CLI read.
 */
export function createModeler({ container, additionalModules = [] }: CreateModelerOptions): Modeler {
  return new Modeler({
    container,
    additionalModules: [...DESIGNER_MODULES, ...PANEL_MODULES, ...additionalModules],
    moddleExtensions: { ...rongheModdleExtensions } as never,
  });
}

export type { Modeler };
