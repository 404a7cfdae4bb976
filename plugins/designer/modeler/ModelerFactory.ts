import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import type { CreateModelerOptions, Modeler } from './createModeler.ts';

/** Makes the page's bpmn-js Modeler; a service, so tests give the page a stand-in. */
export interface ModelerFactory {
  create(options: CreateModelerOptions): Promise<Modeler>;
}

export const ModelerFactoryId = createServiceId<ModelerFactory>('designer.ModelerFactory');

/** bpmn-js is loaded when the first designer opens, in a chunk of its own (tests/boundaries/ModelerChunk.test.ts). */
export const lazyModelerFactory: ModelerFactory = {
  async create(options) {
    const { createModeler } = await import('./createModeler.ts');
    return createModeler(options);
  },
};
