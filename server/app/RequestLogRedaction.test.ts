import { describe, expect, it } from 'vitest';
import { RequestLogRedaction } from './RequestLogRedaction.ts';

describe('the request log', () => {
  it('hides tokens carried in the query of previews and the live connection', () => {
    expect(RequestLogRedaction.url('/system/file/workflow/a.pdf?sysAuthorization=secret-token')).toBe(
      '/system/file/workflow/a.pdf?sysAuthorization=***',
    );
    expect(RequestLogRedaction.url('/admin/ws?access_token=abc&x=1')).toBe('/admin/ws?access_token=***&x=1');
  });

  it('leaves other URLs as they are', () => {
    expect(RequestLogRedaction.url('/admin/ocp/msg/page?readStatus=false&msgType=1&msgType=2')).toBe(
      '/admin/ocp/msg/page?readStatus=false&msgType=1&msgType=2',
    );
    expect(RequestLogRedaction.url('/admin/user/info')).toBe('/admin/user/info');
  });
});
