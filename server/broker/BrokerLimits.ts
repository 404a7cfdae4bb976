import { DEFAULT_FRAME_LIMITS, type StompFrameLimits } from './StompFrameParser.ts';

/**
 * What one client, or all of them together, may make the broker hold. Each limit, when
 * crossed, is answered with an ERROR frame naming it and a close (a client too slow to read
 * is closed without one: it would not read it). Together they bound the memory of a
 * connection, whatever the client sends or fails to read:
 *   WebSocket message being received   ≤ 2 × (maxHeaderBytes + maxBodyBytes)
 *   frame being parsed                  ≤ maxHeaderBytes + maxBodyBytes
 *   frames waiting for the token check  ≤ maxHeaderBytes + maxBodyBytes
 *   transaction ids                     ≤ maxTransactions × maxHeaderBytes
 *   subscription ids and destinations   ≤ maxSubscriptions × maxHeaderBytes
 *   frames not yet taken by the client  ≤ maxBufferedBytes (+ the frame that crossed it)
 * and maxConnections bounds how many connections there are. Sockets that have not signed in
 * (no CONNECT with a valid token yet) have caps of their own, in all and per client address, and
 * connectTimeoutMs to sign in: 2,000 sockets that never sign in cannot fill maxConnections.
 */
export interface BrokerLimits extends StompFrameLimits {
  /** A connection that has not completed CONNECT by then gets ERROR and is closed. */
  connectTimeoutMs: number;
  maxSubscriptions: number;
  /** Transactions one connection may have open at once. */
  maxTransactions: number;
  /** SEND, ACK and NACK frames one transaction may hold before its COMMIT or ABORT. */
  maxTransactionFrames: number;
  /** Bytes queued for a client that does not read; past this it is disconnected. */
  maxBufferedBytes: number;
  /** Established connections of one user (the web client opens one per browser tab). */
  maxConnectionsPerUser: number;
  /** Open connections in all, established or still before CONNECT. */
  maxConnections: number;
  /** Connections not yet signed in (before a CONNECT with a valid token), in all. */
  maxPendingConnections: number;
  /** Connections not yet signed in from one client address. */
  maxPendingPerAddress: number;
}

/** Sized for the web client: one connection per tab, two subscriptions, small pings, small pushes. */
export const DEFAULT_BROKER_LIMITS: Readonly<BrokerLimits> = Object.freeze({
  ...DEFAULT_FRAME_LIMITS,
  // The web client sends CONNECT as soon as the socket opens: seconds are plenty.
  connectTimeoutMs: 5_000,
  maxSubscriptions: 16,
  maxTransactions: 8,
  maxTransactionFrames: 64,
  maxBufferedBytes: 256 * 1024,
  maxConnectionsPerUser: 10,
  maxConnections: 2_000,
  maxPendingConnections: 200,
  maxPendingPerAddress: 10,
});
