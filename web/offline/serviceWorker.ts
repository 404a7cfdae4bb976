/** Where the offline page is served; the worker keeps this one file and nothing else. */
export const OFFLINE_PATH = '/offline.html';

/**
 * The service worker's source (served as /sw.js, so its scope is the whole site), for an offline
 * page whose content hashes to `version`: a new page makes a new worker, which replaces the kept copy.
 *
 * It answers navigations only, and only when the network fails: every answer that arrives is the
 * network's, untouched and never stored; API calls, assets and anything else are not even
 * intercepted. So it keeps no one's data; what it stores is the offline page, which holds none.
 */
export function serviceWorkerSource(version: string): string {
  return `// 融合平台: the offline page for a navigation that fails for lack of network (web/offline/serviceWorker.ts).
const CACHE = 'ronghe-offline-${version}';
const OFFLINE = '${OFFLINE_PATH}';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' }))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('ronghe-offline-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(async () => (await caches.match(OFFLINE, { cacheName: CACHE })) || Response.error()),
  );
});
`;
}
