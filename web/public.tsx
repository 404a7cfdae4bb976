import { bootWorkbench } from './boot/bootWorkbench.tsx';
import { publicSitePlugins } from './publicSitePlugins.ts';

// A page the server rendered (public.html, its template): the public site's plugins only. A link
// into the workbench (登录, 进入工作台) loads that page as a document, which boots the workbench.
bootWorkbench(publicSitePlugins(), 'document');
