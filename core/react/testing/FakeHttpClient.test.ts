import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from './FakeHttpClient.ts';

describe('FakeHttpClient', () => {
  it('fails a call nobody prepared at once, naming it, and keeps it in unprepared', async () => {
    const http = new FakeHttpClient().on('GET', '/admin/user/info', { username: 'zhangsan' });
    await expect(http.get('/admin/ocp/msg/page')).rejects.toThrow('FakeHttpClient: no answer prepared for GET /admin/ocp/msg/page');
    expect(http.unprepared).toEqual(['GET /admin/ocp/msg/page']);
    expect((await http.get('/admin/user/info')).data).toEqual({ username: 'zhangsan' });
  });

  it('hangs a call on request, like a server too slow to answer', async () => {
    const http = new FakeHttpClient().hang('GET', '/admin/ocp/msg/page');
    const answer = Promise.race([http.get('/admin/ocp/msg/page').then(() => 'answered'), Promise.resolve().then(() => 'waiting')]);
    expect(await answer).toBe('waiting');
    expect(http.unprepared).toEqual([]);
  });
});
