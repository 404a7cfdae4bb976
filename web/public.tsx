// A page the server rendered (public.html, its template): the plugins of the pages anyone may open.
// A link into the workbench (进入工作台, a login's end) loads that page as a document, which boots the workbench.
//
// The server's HTML is the page: the browser paints it first, then evaluates the page's code (some
// 600 KB, half a second's work on a slow phone), rather than holding the first paint behind it.
import { nextTask } from './boot/nextTask.ts';

let started = false;
const start = async () => {
  if (started) return;
  started = true;
  const { bootPublicDocument } = await import('./boot/bootPublicDocument.ts');
  // Evaluating the modules is one task already; the boot's first stage goes in the next.
  await nextTask();
  bootPublicDocument();
};
requestAnimationFrame(() => setTimeout(() => void start()));
// A tab opened in the background paints nothing and runs no animation frame until it is shown.
setTimeout(() => void start(), 200);
