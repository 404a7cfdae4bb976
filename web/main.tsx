import { bootWorkbench } from './boot/bootWorkbench.tsx';
import { workbenchPlugins } from './workbenchPlugins.ts';

// The workbench: every plugin, for the pages the browser renders (index.html).
bootWorkbench(workbenchPlugins());
