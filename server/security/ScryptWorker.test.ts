import { describe, expect, it } from 'vitest';
import { ScryptQueueFull, ScryptWorker, type HashTurn } from './ScryptWorker.ts';

const CHEAP = { N: 1024, r: 8, p: 1 };

/** Derivations started in this order; resolves with the order they were answered in. */
async function answered(worker: ScryptWorker, turns: (HashTurn & { name: string })[]): Promise<{ done: string[]; refused: string[] }> {
  const done: string[] = [];
  const refused: string[] = [];
  await Promise.all(
    turns.map(({ name, ...turn }) =>
      worker.derive('wrong', Buffer.alloc(16), 64, CHEAP, turn).then(
        () => done.push(name),
        (error: unknown) => {
          if (!(error instanceof ScryptQueueFull)) throw error;
          refused.push(name);
        },
      ),
    ),
  );
  return { done, refused };
}

describe('ScryptWorker', () => {
  it('serves lanes in turn: one wrong password from each of many addresses on one account does not hold up another account’s login', async () => {
    const worker = new ScryptWorker({ maxQueue: 64, maxPerLane: 64, maxPerAddress: 4 });
    const flood = Array.from({ length: 40 }, (_, i) => ({ name: `guess${i}`, lane: 'login:admin', address: `10.0.${i}.1` }));
    const { done, refused } = await answered(worker, [...flood, { name: 'alice', lane: 'login:alice', address: '192.168.1.5' }]);
    expect(refused).toEqual([]);
    // First come first served would answer her 41st; here the third (one guess was running, the next one was waiting before her).
    expect(done.indexOf('alice')).toBeLessThanOrEqual(2);
  });

  it('serves a login with no sign of guessing before every guess, however many accounts the guesses spread over', async () => {
    const worker = new ScryptWorker({ maxQueue: 64, maxPerLane: 8, maxPerAddress: 4 });
    // Made-up account names from fresh addresses: a lane each, so taking turns alone would put her last.
    const spray = Array.from({ length: 40 }, (_, i) => ({ name: `guess${i}`, lane: `login:nobody${i}`, address: `10.3.${i}.1` }));
    const { done } = await answered(worker, [...spray, { name: 'alice', lane: 'login:alice', address: '192.168.1.5', preferred: true }]);
    expect(done.indexOf('alice')).toBeLessThanOrEqual(1);
  });

  it('bounds what waits on one lane and from one address; the rest is refused at once and costs no hash', async () => {
    const worker = new ScryptWorker({ maxQueue: 64, maxPerLane: 5, maxPerAddress: 3 });
    const oneLane = Array.from({ length: 10 }, (_, i) => ({ name: `lane${i}`, lane: 'login:admin', address: `10.1.${i}.1` }));
    const oneAddress = Array.from({ length: 10 }, (_, i) => ({ name: `address${i}`, lane: `login:user${i}`, address: '10.2.0.1' }));
    const { done, refused } = await answered(worker, [...oneLane, ...oneAddress, { name: 'alice', lane: 'login:alice', address: '192.168.1.5' }]);
    // The first of a lane runs at once, so a lane holds it and five waiting.
    expect(refused).toEqual([...oneLane.slice(6), ...oneAddress.slice(3)].map((turn) => turn.name));
    expect(done).toContain('alice');
    // Answered ones free their place: the same address is accepted again.
    expect((await answered(worker, [{ name: 'again', lane: 'login:user0', address: '10.2.0.1' }])).done).toEqual(['again']);
  });

  it('refuses beyond the queue in all', async () => {
    const worker = new ScryptWorker({ maxQueue: 3, maxPerLane: 64, maxPerAddress: 64 });
    const { refused } = await answered(worker, Array.from({ length: 5 }, (_, i) => ({ name: `n${i}`, lane: `l${i}` })));
    expect(refused).toEqual(['n3', 'n4']);
  });
});
