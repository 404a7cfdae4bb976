import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { offlinePageHtml } from '../offline/OfflinePage.ts';
import { OFFLINE_PATH, serviceWorkerSource } from '../offline/serviceWorker.ts';

/**
 * Adds the offline page (from web/offline's zh-CN texts) and the service worker that shows it to
 * the build, at the root (/offline.html, /sw.js): the worker's scope is the folder it is served from.
 */
export function offlineSupport(): Plugin {
  return {
    name: 'ronghe-offline-support',
    apply: 'build',
    generateBundle() {
      const page = offlinePageHtml();
      const version = createHash('sha256').update(page).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: OFFLINE_PATH.slice(1), source: page });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(version) });
    },
  };
}
