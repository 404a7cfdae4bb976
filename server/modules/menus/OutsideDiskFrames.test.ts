import { describe, expect, it } from 'vitest';
import { FrameSources } from '../../http/FrameSources.ts';
import { OutsideDiskFrames } from './OutsideDiskFrames.ts';

describe('OutsideDiskFrames', () => {
  it('lets in the outside 网盘 another instance saved to the menu, on its next read', async () => {
    const menu = ['https://disk.example.com/home'];
    const frames = new FrameSources();
    const refresher = new OutsideDiskFrames({ embeddedDiskAddresses: async () => [...menu] }, (address) => frames.allow(address), () => undefined);
    await refresher.refresh();
    expect(frames.origins()).toEqual(['https://disk.example.com']);

    refresher.start(10);
    try {
      menu.push('https://pan.example.org/share');
      await expect.poll(() => frames.origins()).toEqual(['https://disk.example.com', 'https://pan.example.org']);
    } finally {
      refresher.stop();
    }
  });
});
