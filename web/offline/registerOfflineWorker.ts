/**
 * Registers the service worker that shows the offline page (web/offline/serviceWorker.ts), in a
 * build only (the dev server serves no /sw.js), once the page has loaded, so that its request
 * never competes with the first load's.
 */
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('离线页面不可用', error));
  // A server-rendered page boots after its first paint, which may come after the load event.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
