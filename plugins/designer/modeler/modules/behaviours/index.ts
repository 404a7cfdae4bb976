import { DefaultFlowClearsCondition } from './DefaultFlowClearsCondition.ts';
import { DefaultNames } from './DefaultNames.ts';

/** Modelling rules of the product (spec 002 §2.4, §4). */
export const rhBehavioursModule = {
  __init__: ['rhDefaultNames', 'rhDefaultFlowClearsCondition'],
  rhDefaultNames: ['type', DefaultNames],
  rhDefaultFlowClearsCondition: ['type', DefaultFlowClearsCondition],
};
