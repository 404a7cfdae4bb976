import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/modules/org/OrgDemoRows.ts';
import { encryptPassword, TestServer, testConfig } from '../TestServer.ts';

interface PersonalInfo {
  userId: number;
  username: string;
  chineseName: string | null;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  deptName: string | null;
  companyName: string | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file that starts like a PNG (or not), padded to `size` bytes. */
function picture(size: number, signature: Buffer = PNG_SIGNATURE): Buffer {
  return Buffer.concat([signature, Buffer.alloc(size - signature.length, 7)]);
}

function multipart(filename: string, content: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----ronghe${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the personal centre', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig({ LOGIN_MAX_FAILURES: '3' }) });
    zhangsan = (await api.login('zhangsan')).access_token;
    lisi = (await api.login('lisi')).access_token;
  });
  afterAll(() => api.close());

  const edit = (token: string, json: unknown) => api.post<boolean>('/admin/user/editPersonalInfo', { token, json });
  const info = async (token: string) => (await api.get<PersonalInfo>('/admin/user/personalInfo', { token })).body.data;

  it('shows the caller’s own account, name, phone, email and department', async () => {
    expect(await info(zhangsan)).toMatchObject({ username: 'zhangsan', chineseName: '张三', phone: '13800000002', email: 'zhangsan@ronghe.example' });
    expect((await info(lisi)).username).toBe('lisi');
  });

  it('refuses a name that is not 1–20 Chinese characters', async () => {
    for (const chineseName of ['', 'Zhang', '张三1', '张'.repeat(21)]) {
      const answer = await edit(zhangsan, { chineseName });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('仅支持中文，且长度限制为1-20');
    }
  });

  it('refuses an empty, malformed or wrong-length phone with the spec’s messages', async () => {
    expect((await edit(zhangsan, { phone: '' })).body.msg).toBe('手机号不能为空');
    expect((await edit(zhangsan, { phone: '12800000002' })).body.msg).toBe('请输入正确的手机号');
    expect((await edit(zhangsan, { phone: '1380000000' })).body.msg).toBe('请输入正确长度的手机号码');
    expect((await edit(zhangsan, { phone: '138000000021' })).body.msg).toBe('请输入正确长度的手机号码');
  });

  it('refuses another user’s phone (手机号码已占用), and says so to the check', async () => {
    const check = await api.get<number>('/admin/check/phoneOtherUser?phone=13800000003', { token: zhangsan });
    expect(check.body.data).toBe(1);
    expect((await api.get<number>('/admin/check/phoneOtherUser?phone=13800000002', { token: zhangsan })).body.data).toBe(0);
    const answer = await edit(zhangsan, { phone: '13800000003' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('手机号码已占用');
  });

  it('changes the caller’s own fields only', async () => {
    const answer = await edit(zhangsan, { chineseName: '张三丰', phone: '13900000002', email: 'sanfeng@ronghe.example' });
    expect(answer.status).toBe(200);
    expect(await info(zhangsan)).toMatchObject({ chineseName: '张三丰', phone: '13900000002', email: 'sanfeng@ronghe.example' });
    expect(await info(lisi)).toMatchObject({ chineseName: '李四', phone: '13800000003' });
    // The top bar's user info follows.
    const userInfo = await api.get<{ sysUser: { chineseName: string } }>('/admin/user/info', { token: zhangsan });
    expect(userInfo.body.data.sysUser.chineseName).toBe('张三丰');
    // A user id in the body names nobody: the change is still the caller's.
    await edit(lisi, { userId: 2, chineseName: '李四四' });
    expect((await info(zhangsan)).chineseName).toBe('张三丰');
    await edit(zhangsan, { chineseName: '张三', phone: '13800000002', email: 'zhangsan@ronghe.example' });
  });

  describe('the avatar', () => {
    const upload = (name: string, content: Buffer, token = zhangsan) =>
      api.post<{ url: string }>('/admin/sys-file/upload?folder=avatar', { token, ...multipart(name, content) });

    it('takes a PNG under 50 KB and stores its link as the caller’s avatar', async () => {
      const answer = await upload('me.png', picture(30 * 1024));
      expect(answer.status).toBe(200);
      expect(answer.body.data.url).toMatch(/^\/system\/file\/avatar\/[0-9a-f]{32}\.png$/);
      expect((await edit(zhangsan, { avatar: answer.body.data.url })).status).toBe(200);
      expect((await info(zhangsan)).avatar).toBe(answer.body.data.url);
      const shown = await api.server.app.inject({ method: 'GET', url: `${answer.body.data.url}?sysAuthorization=${zhangsan}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/png');
    });

    it('refuses 50 KB and more (上传头像图片大小不能超过 50KB!)', async () => {
      for (const size of [50 * 1024, 61 * 1024]) {
        const answer = await upload('big.png', picture(size));
        expect(answer.status).toBe(413);
        expect(answer.body.msg).toBe('上传头像图片大小不能超过 50KB!');
      }
    });

    it('refuses other types by name, and a PNG name on other bytes (上传头像图片只能是 jpg/jpeg/png格式!)', async () => {
      const gif = await upload('me.gif', picture(1024, Buffer.from('GIF89a')));
      expect(gif.status).toBe(400);
      expect(gif.body.msg).toBe('上传头像图片只能是 jpg/jpeg/png格式!');
      const disguised = await upload('me.png', picture(1024, Buffer.from('<svg xmlns')));
      expect(disguised.status).toBe(400);
      expect(disguised.body.msg).toBe('上传头像图片只能是 jpg/jpeg/png格式!');
      const jpegAsPng = await upload('me.png', picture(1024, Buffer.from([0xff, 0xd8, 0xff, 0xe0])));
      expect(jpegAsPng.status).toBe(400);
      const jpeg = await upload('me.JPG', picture(1024, Buffer.from([0xff, 0xd8, 0xff, 0xe0])));
      expect(jpeg.status).toBe(200);
    });

    it('stores only a link of the avatar folder', async () => {
      const answer = await edit(zhangsan, { avatar: 'https://evil.example/a.png' });
      expect(answer.status).toBe(400);
    });

    it('takes only an upload of the caller’s own: another user’s picture, or one never uploaded, is refused', async () => {
      const his = (await upload('his.png', picture(1024))).body.data.url;
      const taken = await edit(lisi, { avatar: his });
      expect(taken.body).toEqual({ code: 400, msg: '头像地址无效，请重新上传头像', data: null });
      expect((await info(lisi)).avatar).not.toBe(his);
      expect((await edit(zhangsan, { avatar: '/system/file/avatar/0123456789abcdef0123456789abcdef.png' })).status).toBe(400);
      expect((await edit(zhangsan, { avatar: his })).status).toBe(200);
    });
  });

  describe('the weak-password check', () => {
    const check = (plain: string, token?: string) =>
      api.post<string>('/admin/weakPassword/checkPassword', { token, json: { password: encryptPassword(plain) } });

    it("answers '1' for weak passwords and '0' for strong ones", async () => {
      expect((await check('Ab1!')).body.data).toBe('1');
      expect((await check('abcdefgh12')).body.data).toBe('1');
      expect((await check('Strong#Pass1')).body.data).toBe('0');
    });

    it('counts the account itself as weak', async () => {
      expect((await check('Zhangsan1!')).body.data).toBe('0');
      expect((await check('zhangsan')).body.data).toBe('1');
    });

    it('answers a text for a password it cannot decrypt', async () => {
      const answer = await api.post<string>('/admin/weakPassword/checkPassword', { json: { password: 'not-encrypted' } });
      expect(answer.body.data).not.toMatch(/^[01]$/);
    });
  });

  describe('the password reminder', () => {
    it('remembers 忽略，不再提醒 per user', async () => {
      expect((await api.post('/admin/user/editNotAgainRemind', { token: lisi, json: { notAgainRemind: true } })).status).toBe(200);
      const flag = async (token: string) =>
        (await api.get<{ sysPublicParamDTO: { remindFlag: string } }>('/admin/user/info', { token })).body.data.sysPublicParamDTO.remindFlag;
      expect(await flag(lisi)).toBe('2');
      expect(await flag(zhangsan)).toBe('1');
    });
  });

  describe('changing the password', () => {
    const change = (token: string, current: string, next: string, remoteAddress?: string) =>
      api.request<boolean>('POST', '/admin/user/editPersonalInfo', {
        token,
        json: { password: encryptPassword(current), newpassword1: encryptPassword(next) },
        remoteAddress,
      });

    it('refuses a weak new password before looking at the current one', async () => {
      const answer = await change(zhangsan, DEMO_PASSWORD, 'abc');
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('该密码为弱密码，不符合设置要求，请重新设置');
    });

    it('counts a wrong current password as a failed login, and locks like one', async () => {
      const wangwu = (await api.login('wangwu')).access_token;
      const first = await change(wangwu, 'Wrong#Pass1', 'Brand#New2026', '10.0.0.9');
      expect(first.status).toBe(400);
      expect(first.body.msg).toBe('原密码错误');
      await change(wangwu, 'Wrong#Pass2', 'Brand#New2026', '10.0.0.9');
      // The third failure in a row (LOGIN_MAX_FAILURES 3) locks the account: for the change and for the login.
      const third = await change(wangwu, 'Wrong#Pass3', 'Brand#New2026', '10.0.0.9');
      expect(third.status).toBe(429);
      expect((await change(wangwu, DEMO_PASSWORD, 'Brand#New2026', '10.0.0.9')).status).toBe(429);
      expect((await api.passwordGrant('wangwu')).status).toBe(429);
    });

    it('changes it, ends the user’s other logins, and the new password logs in', async () => {
      const other = await api.login('zhaoliu');
      const current = (await api.login('zhaoliu')).access_token;
      const answer = await change(current, DEMO_PASSWORD, 'Brand#New2026');
      expect(answer.status).toBe(200);
      expect((await api.get('/admin/user/info', { token: other.access_token })).status).toBe(401);
      const refresh = await api.post(`/auth/oauth/token?grant_type=refresh_token&scope=server&refresh_token=${other.refresh_token}`);
      expect(refresh.status).toBe(401);
      expect((await api.get('/admin/user/info', { token: current })).status).toBe(200);
      expect((await api.passwordGrant('zhaoliu')).status).toBe(426);
      expect((await api.passwordGrant('zhaoliu', 'Brand#New2026')).status).toBe(200);
      // Others' logins are untouched.
      expect((await api.get('/admin/user/info', { token: zhangsan })).status).toBe(200);
    });

    it('satisfies a forced reset (remindFlag 0 becomes 1)', async () => {
      await api.server.database.db.updateTable('sys_user').set({ remind_flag: '0' }).where('username', '=', 'sunqi').execute();
      const token = (await api.login('sunqi')).access_token;
      expect((await change(token, DEMO_PASSWORD, 'Brand#New2026')).status).toBe(200);
      const info = await api.get<{ sysPublicParamDTO: { remindFlag: string; betweenUpdatePassDay: number } }>('/admin/user/info', { token });
      expect(info.body.data.sysPublicParamDTO).toMatchObject({ remindFlag: '1', betweenUpdatePassDay: 0 });
    });
  });
});
