export type UserChannel = 'msg' | 'todo';

const USER_DESTINATION = /^\/admin\/(0|[1-9]\d{0,15})\/(msg|todo)$/;

/**
 * A user's own destination, `/admin/{userId}/msg` or `/admin/{userId}/todo`: the only places
 * the web client subscribes to. Parsing is strict (no leading zeros, no suffixes) so that two
 * spellings can never name the same user's queue and slip past the subscription policy.
 */
export class UserDestination {
  private constructor(
    readonly userId: number,
    readonly channel: UserChannel,
  ) {}

  static of(userId: number, channel: UserChannel): string {
    if (!Number.isSafeInteger(userId) || userId < 0) throw new RangeError(`userId must be a non-negative integer: ${userId}`);
    return `/admin/${userId}/${channel}`;
  }

  static parse(destination: string): UserDestination | null {
    const match = USER_DESTINATION.exec(destination);
    if (!match) return null;
    const userId = Number(match[1]);
    if (!Number.isSafeInteger(userId)) return null;
    return new UserDestination(userId, match[2] as UserChannel);
  }

  toString(): string {
    return UserDestination.of(this.userId, this.channel);
  }
}
