import { bootWorkbench } from './bootWorkbench.tsx';
import { publicDocumentPlugins } from '../publicDocumentPlugins.ts';

/** Boots a server-rendered page with the plugins of the pages anyone may open (web/public.tsx loads this). */
export function bootPublicDocument(): void {
  bootWorkbench(publicDocumentPlugins(), 'document');
}
