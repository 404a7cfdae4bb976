import { describe, expect, it } from 'vitest';
import { OverlayOpener } from './OverlayOpener.ts';

describe('OverlayOpener', () => {
  it('shows a target until it is closed, and tells the caller how it closed', async () => {
    const opener = new OverlayOpener<string, 'cancel' | 'done'>('cancel');
    let changes = 0;
    opener.subscribe(() => changes++);
    const outcome = opener.open('任务 1');
    expect(opener.target).toBe('任务 1');
    opener.close('done');
    await expect(outcome).resolves.toBe('done');
    expect(opener.target).toBeNull();
    expect(changes).toBe(2);
  });

  it('replaces what is on show, and the first caller learns it was left', async () => {
    const opener = new OverlayOpener<string, 'cancel' | 'done'>('cancel');
    const first = opener.open('任务 1');
    const second = opener.open('任务 2');
    await expect(first).resolves.toBe('cancel');
    expect(opener.target).toBe('任务 2');
    opener.close('done');
    await expect(second).resolves.toBe('done');
  });

  it('stops telling a listener once it unsubscribes', () => {
    const opener = new OverlayOpener<string, 'cancel'>('cancel');
    let changes = 0;
    const unsubscribe = opener.subscribe(() => changes++);
    unsubscribe();
    void opener.open('任务');
    expect(changes).toBe(0);
  });
});
