import { DeployMarkers } from './DeployMarkers.ts';

export { DeployMarkers, FINDINGS_CHANGED_EVENT, ILLEGAL_MARKER, type Finding } from './DeployMarkers.ts';

/** Live deploy findings and the server's illegal nodes as markers (spec 002 §5, §8). */
export const rhMarkersModule = {
  __init__: ['deployMarkers'],
  deployMarkers: ['type', DeployMarkers],
};
