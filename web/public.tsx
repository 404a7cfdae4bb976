import { bootWorkbench } from './boot/bootWorkbench.tsx';
import { publicDocumentPlugins } from './publicDocumentPlugins.ts';

// A page the server rendered (public.html, its template): the plugins of the pages anyone may open.
// A link into the workbench (进入工作台, a login's end) loads that page as a document, which boots the workbench.
bootWorkbench(publicDocumentPlugins(), 'document');
