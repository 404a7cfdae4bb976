import { RhPaletteProvider } from './RhPaletteProvider.ts';

/** The product palette (spec 002 §2.3). */
export const rhPaletteModule = {
  __init__: ['rhPaletteProvider'],
  rhPaletteProvider: ['type', RhPaletteProvider],
};
