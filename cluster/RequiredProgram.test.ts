import { describe, expect, it } from 'vitest';
import { requireProgram } from './RequiredProgram.ts';

describe('a program the cluster needs', () => {
  it('is named with the apt-get command that installs it when missing', () => {
    expect(() => requireProgram('/nonexistent/haproxy', 'haproxy', 'HAPROXY_BIN')).toThrow(
      '未找到 /nonexistent/haproxy：请安装 haproxy（apt-get install haproxy），或设置 HAPROXY_BIN。\n/nonexistent/haproxy not found: install haproxy (apt-get install haproxy) or set HAPROXY_BIN.',
    );
  });

  it('is found where it is', () => {
    expect(requireProgram(process.execPath, 'nodejs', 'PATH')).toBe(process.execPath);
  });
});
