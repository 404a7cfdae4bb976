import { describe, expect, it } from 'vitest';
import { RecordingNotifier } from '../react/testing/index.ts';
import { NetworkStatusWatch } from './NetworkStatusWatch.ts';

describe('the network helper', () => {
  it('says 无法连接网络 when the browser goes offline and 网络已连接 when it is back, until stopped', () => {
    const events = new EventTarget();
    const notifier = new RecordingNotifier();
    const watch = new NetworkStatusWatch(events, () => notifier);
    watch.start();
    events.dispatchEvent(new Event('offline'));
    events.dispatchEvent(new Event('online'));
    expect(notifier.shown).toEqual([
      { kind: 'warning', text: '无法连接网络' },
      { kind: 'success', text: '网络已连接' },
    ]);
    watch.stop();
    events.dispatchEvent(new Event('offline'));
    expect(notifier.shown).toHaveLength(2);
  });
});
