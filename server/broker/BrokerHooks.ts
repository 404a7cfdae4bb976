import { SyncHook } from '../../core/hooks/index.ts';

/** What observers learn about a connection once its user is known. */
export interface BrokerSessionInfo {
  readonly sessionId: string;
  readonly userId: number;
}

/**
 * Why a connected session ended: the client said DISCONNECT, a protocol error, missed
 * heart-beats, the socket closed under us, the client could not keep up, its token stopped
 * authenticating (logout, revocation, expiry, a disabled user), or the broker shut down.
 */
export type DisconnectReason = 'disconnect' | 'error' | 'heartbeat' | 'closed' | 'slow' | 'revoked' | 'shutdown';

/** The broker's hooks; the broker calls them, observers get a tap-only view. */
export function createBrokerHooks() {
  return {
    /** A CONNECT was authenticated and answered with CONNECTED. */
    connected: new SyncHook<[BrokerSessionInfo]>(1),
    /** A session that had connected is gone; never called for refused connections. */
    disconnected: new SyncHook<[BrokerSessionInfo, DisconnectReason]>(2),
    /** A SUBSCRIBE passed the policy. */
    subscribed: new SyncHook<[BrokerSessionInfo, string]>(2),
  };
}

export type BrokerHooks = ReturnType<typeof createBrokerHooks>;
