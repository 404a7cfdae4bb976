export { publicSitePlugin } from './publicSitePlugin.ts';
export { publishedPages, type PublishedPage } from './PublishedPages.ts';
