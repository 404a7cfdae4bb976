import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { HttpClientId, NavigatorId, NotifierId, coreHttpRef } from '../../contracts/workbench/Http.ts';
import { MemberDirectoryId } from '../../contracts/workbench/MemberDirectory.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { SessionStoreId, coreSessionRef } from '../../contracts/workbench/Session.ts';
import { ContractApiClient } from './ContractApiClient.ts';
import { FetchHttpClient } from './FetchHttpClient.ts';
import { HttpMemberDirectory } from './HttpMemberDirectory.ts';
import { NetworkStatusWatch } from './NetworkStatusWatch.ts';

export interface CoreHttpOptions {
  baseURL?: string;
  /** TENANT-ID header; '1' (single tenant) unless configured. */
  tenantId?: string;
  /** The name in the 423 message. */
  demoContact?: string;
  /** The browser's fetch unless a test passes a stand-in. */
  fetch?: typeof fetch;
}

/**
 * Binds the HTTP client, the typed client over it, and the services that are nothing but calls over it (the member directory). The Notifier and Navigator come from the shell plugin, which itself
 * needs this client, so they are looked up at call time rather than required here.
 */
export const coreHttpPlugin = definePlugin((options: CoreHttpOptions | void) => {
  const settings: CoreHttpOptions = options ?? {};
  let client: FetchHttpClient | undefined;
  let network: NetworkStatusWatch | undefined;
  return {
    id: coreHttpRef.id,
    requires: [coreSessionRef],
    module(bind) {
      bind.factory(HttpClientId, (services) => {
        client = new FetchHttpClient({
          ...settings,
          session: () => services.get(SessionStoreId),
          notifier: () => services.getOptional(NotifierId),
          navigator: () => services.getOptional(NavigatorId),
        });
        return client;
      });
      bind.factory(ApiClientId, (services) => new ContractApiClient(services.get(HttpClientId)));
      bind.factory(MemberDirectoryId, (services) => new HttpMemberDirectory(services.get(ApiClientId)));
    },
    start(services) {
      // Outside a browser (server-side tests) there is no network to watch.
      if (typeof window === 'undefined') return;
      network = new NetworkStatusWatch(window, () => services.getOptional(NotifierId));
      network.start();
    },
    stop() {
      network?.stop();
      client?.dispose();
    },
  };
});
