/** The element the browser entry (web/main.tsx) reads a server-rendered page's state from. */
export const SERVER_STATE_ID = 'ronghe-server-state';

/** What the browser needs to take over a server-rendered page: the loads' answers and the router's state. */
export interface ServerState {
  data: Record<string, unknown>;
  router: { loaderData: Record<string, unknown> };
}
