import { describe, expect, it } from 'vitest';
import { HeartBeatNegotiation } from './HeartBeatNegotiation.ts';
import { SendPolicy } from './SendPolicy.ts';
import { StompProtocolError } from './StompProtocolError.ts';
import { SubscriptionPolicy } from './SubscriptionPolicy.ts';
import { UserDestination } from './UserDestination.ts';

describe('SubscriptionPolicy', () => {
  const policy = new SubscriptionPolicy();
  const alice = { userId: 42 };

  it('lets a user subscribe to its own message and to-do destinations', () => {
    expect(policy.maySubscribe(alice, '/admin/42/msg')).toBe(true);
    expect(policy.maySubscribe(alice, '/admin/42/todo')).toBe(true);
  });

  it.each([
    ['another user', '/admin/43/msg'],
    ['a leading zero', '/admin/042/msg'],
    ['a suffix', '/admin/42/msg/extra'],
    ['a trailing slash', '/admin/42/todo/'],
    ['another channel', '/admin/42/all'],
    ['a wildcard', '/admin/*/msg'],
    ['the ping destination', '/test'],
  ])('refuses %s', (_case, destination) => {
    expect(policy.maySubscribe(alice, destination)).toBe(false);
  });
});

describe('UserDestination', () => {
  it('names and parses a user destination', () => {
    expect(UserDestination.of(7, 'todo')).toBe('/admin/7/todo');
    const parsed = UserDestination.parse('/admin/7/msg');
    expect(parsed?.userId).toBe(7);
    expect(parsed?.channel).toBe('msg');
  });

  it('refuses an id that is not a non-negative integer', () => {
    expect(() => UserDestination.of(-1, 'msg')).toThrow(RangeError);
    expect(() => UserDestination.of(1.5, 'msg')).toThrow(RangeError);
  });
});

describe('SendPolicy', () => {
  it('accepts the ping destination only', () => {
    const policy = new SendPolicy();
    expect(policy.maySend({ userId: 1 }, '/test')).toBe(true);
    expect(policy.maySend({ userId: 1 }, '/admin/2/msg')).toBe(false);
    expect(policy.maySend({ userId: 1 }, '/admin/1/msg')).toBe(false);
  });
});

describe('HeartBeatNegotiation', () => {
  const server = { outgoing: 10_000, incoming: 5_000 };

  it('takes the larger of offer and wish in each direction', () => {
    const negotiated = HeartBeatNegotiation.negotiate(server, '4000,20000');
    expect(negotiated.sendEvery).toBe(20_000);
    expect(negotiated.expectEvery).toBe(5_000);
  });

  it('turns a direction off when either side says 0', () => {
    const negotiated = HeartBeatNegotiation.negotiate(server, '0,1000');
    expect(negotiated.sendEvery).toBe(10_000);
    expect(negotiated.expectEvery).toBe(0);
    expect(HeartBeatNegotiation.negotiate({ outgoing: 0, incoming: 0 }, '1000,1000').sendEvery).toBe(0);
  });

  it('treats a missing header as 0,0 and refuses a malformed one', () => {
    const negotiated = HeartBeatNegotiation.negotiate(server, undefined);
    expect([negotiated.sendEvery, negotiated.expectEvery]).toEqual([0, 0]);
    expect(() => HeartBeatNegotiation.negotiate(server, '10s,0')).toThrow(StompProtocolError);
  });

  it('announces the server settings in CONNECTED', () => {
    expect(HeartBeatNegotiation.header(server)).toBe('10000,5000');
  });
});
