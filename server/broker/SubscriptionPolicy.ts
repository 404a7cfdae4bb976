import { UserDestination } from './UserDestination.ts';

/** Who is on the other end of a connection, as the authenticate function answered. */
export interface Principal {
  readonly userId: number;
}

/** What the broker asks before it accepts a SUBSCRIBE; pass your own to widen or narrow it. */
export interface SubscriptionRule {
  maySubscribe(principal: Principal, destination: string): boolean;
}

/**
 * The default rule: a user may subscribe to its own `/admin/{userId}/msg` and
 * `/admin/{userId}/todo` and to nothing else, so no one can read another user's notices.
 */
export class SubscriptionPolicy implements SubscriptionRule {
  maySubscribe(principal: Principal, destination: string): boolean {
    return UserDestination.parse(destination)?.userId === principal.userId;
  }
}
