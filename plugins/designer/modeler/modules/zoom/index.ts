import { StepZoom } from './StepZoom.ts';

/** The keyboard's zoom, in the toolbar's steps. */
export const rhZoomModule = {
  __init__: ['rhStepZoom'],
  rhStepZoom: ['type', StepZoom],
};
