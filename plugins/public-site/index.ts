export { publicSitePlugin } from './publicSitePlugin.ts';
