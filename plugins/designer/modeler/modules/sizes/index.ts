import { RhElementFactory } from './RhElementFactory.ts';
import { ReplacedActivitySize } from './ReplacedActivitySize.ts';

/** Activity sizes (spec 002 §2.4, §9: 200 × 100). */
export const rhSizesModule = {
  __init__: ['replacedActivitySize'],
  elementFactory: ['type', RhElementFactory],
  replacedActivitySize: ['type', ReplacedActivitySize],
};
