export { FakeHttpClient, type RecordedCall } from './FakeHttpClient.ts';
export { MemorySessionStore } from './MemorySessionStore.ts';
export { renderWorkbench, markingCipher, RecordingRefresher, type WorkbenchFixture, type RenderWorkbenchOptions } from './renderWorkbench.tsx';
export { RecordingNotifier, shellStandIn } from './ShellStandIn.tsx';
export { MessagingStandIn, messagingStandIn } from './MessagingStandIn.ts';
export { standInMediaQueries } from './MediaQueryStandIn.ts';
