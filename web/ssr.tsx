/*
 * The server-rendering entry (vite build --ssr, into dist/ssr): the server's WebAppHost loads it
 * when it is built and asks it for the public site's pages and sitemap.
 */
export { PublicRenderer, type RenderedPage } from './ssr/PublicRenderer.tsx';
