import { afterAll, describe, expect, it } from 'vitest';
import { TestServer, memoryDatabase, testConfig } from '../TestServer.ts';

/** The outside 网盘 a menu item embeds: its origin, and only it, may be framed (part 1 §2). */
describe('the 网盘 menu item and frame-src', () => {
  const config = testConfig();
  // One database for both servers: the second starts on what the first left.
  const database = memoryDatabase();
  let api: TestServer | undefined;
  afterAll(async () => {
    await api?.close();
    await database.close();
  });

  const frameSrc = async (server: TestServer) => {
    const answer = await server.server.app.inject({ method: 'GET', url: '/admin/enterpriseSetting/select' });
    return /frame-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
  };

  it('frames nothing outside by default: the seeded 网盘 is the internal page', async () => {
    api = await TestServer.start({ config, database });
    expect(await frameSrc(api)).toBe("'self' blob:");
    const zhangsan = (await api.login('zhangsan')).access_token;
    const menu = await api.get<{ name: string; path: string; linkType: string }[]>('/admin/menu/front/getUserMenu', { token: zhangsan });
    expect(menu.body.data.find((m) => m.name === 'eipdisk')).toMatchObject({ path: '/microdisk/index', linkType: '0' });
  });

  it('lets in the configured outside disk’s origin after a restart, and no other', async () => {
    await database.db
      .withTables<{ menu: { name: string; path: string; link_type: string } }>()
      .updateTable('menu')
      .set({ path: 'https://pan.example.com/eip/index?x=1', link_type: '1' })
      .where('name', '=', 'eipdisk')
      .execute();
    await api!.close();
    api = await TestServer.start({ config, database });
    expect(await frameSrc(api)).toBe("'self' blob: https://pan.example.com");
  });
});
