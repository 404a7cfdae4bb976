import { describe, expect, it } from 'vitest';
import { FrameSources } from './FrameSources.ts';
import { SecurityHeaders } from './SecurityHeaders.ts';

describe('FrameSources', () => {
  it('lets into frame-src only the origins of configured http(s) addresses', () => {
    const frames = new FrameSources();
    expect(frames.allow('https://pan.example.com/disk/home?x=1')).toBe(true);
    expect(frames.allow('http://10.0.0.5:8081/')).toBe(true);
    for (const address of ['javascript:alert(1)', 'data:text/html,x', '/microdisk/index', 'ftp://files.example.com/', '']) expect(frames.allow(address)).toBe(false);
    expect(frames.origins()).toEqual(['https://pan.example.com', 'http://10.0.0.5:8081']);
    const policy = new SecurityHeaders(frames).policyFor({ headers: { host: 'portal.example' } } as never);
    expect(policy).toContain("frame-src 'self' blob: https://pan.example.com http://10.0.0.5:8081;");
  });

  it('leaves frame-src at the app itself when nothing is configured', () => {
    const policy = new SecurityHeaders().policyFor({ headers: {} } as never);
    expect(policy).toContain("frame-src 'self' blob:;");
  });
});
