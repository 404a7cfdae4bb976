import { afterEach, describe, expect, it } from 'vitest';
import { encryptPassword, TestServer, testConfig, type Grant } from '../TestServer.ts';
import { lastCode } from './SmsOutbox.ts';

const NEW_PASSWORD = 'Newcomer@2026';

describe('sign-up, phone login and the forgotten password (SMS codes from the development outbox)', () => {
  let api: TestServer | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  async function start(clock = { now: Date.now() }): Promise<{ api: TestServer; dataDir: string; clock: { now: number } }> {
    const config = testConfig();
    api = await TestServer.start({ config, clock: { now: () => clock.now } });
    return { api, dataDir: config.dataDir, clock };
  }

  it('signs a newcomer up with the code sent to a free phone, who then logs in with the password', async () => {
    const { api, dataDir } = await start();
    expect((await api.get('/admin/check/username?username=xiaoming')).body.data).toBe(0);
    expect((await api.get('/admin/check/username?username=ZhangSan')).body.data).toBe(1);
    expect((await api.get('/admin/check/phone?phone=13900000001')).body.data).toBe(0);
    expect((await api.get('/admin/check/phone?phone=13800000002')).body.data).toBe(1);

    expect((await api.get('/admin/mobile/register/13800000002')).body).toEqual({ code: 400, msg: '手机号码已注册', data: null });
    expect((await api.get('/admin/mobile/register/13900000001')).body.data).toBe(true);
    const code = lastCode(dataDir, '13900000001', 'register');
    expect(code).toMatch(/^\d{6}$/);

    const form = { username: 'xiaoming', phone: '13900000001', chineseName: '小明', password: encryptPassword(NEW_PASSWORD), code };
    expect((await api.post('/admin/user/register', { json: { ...form, code: code === '000000' ? '111111' : '000000' } })).status).toBe(428);
    expect((await api.post('/admin/user/register', { json: form })).body).toEqual({ code: 0, msg: null, data: true });
    // The code is used: a second sign-up with it (another account) is refused.
    expect((await api.post('/admin/user/register', { json: { ...form, username: 'xiaoming2' } })).body.msg).toBe('手机号码已注册');

    const grant = await api.login('xiaoming', NEW_PASSWORD);
    const info = await api.get<{ sysUser: { chineseName: string }; companyId: number }>('/admin/user/info', { token: grant.access_token });
    expect(info.body.data.sysUser.chineseName).toBe('小明');
    // A newcomer belongs to no company (issue 22): no stranger reads an address book.
    expect(info.body.data.companyId).toBe(0);
    expect((await api.get('/admin/addressBook/dept/companys', { token: grant.access_token })).body.data).toEqual([]);
    expect((await api.get<{ total: number }>('/admin/addressBook/user/fullList?current=1&size=10', { token: grant.access_token })).body.data.total).toBe(0);
    expect((await api.get('/admin/addressBook/dept/treeByCompanyId?companyId=1', { token: grant.access_token })).status).toBe(403);
  });

  it('refuses sign-ups that break the rules of spec part 1 §5, each with its message', async () => {
    const { api } = await start();
    const base = { username: 'xiaoming', phone: '13900000001', password: encryptPassword(NEW_PASSWORD), code: '123456' };
    const refusal = async (change: Record<string, string>) => (await api.post('/admin/user/register', { json: { ...base, ...change } })).body.msg;
    expect(await refusal({ username: '' })).toBe('请输入账号');
    expect(await refusal({ username: '12345' })).toBe('仅支持英文、数字和下划线，且不能为纯数字');
    expect(await refusal({ username: 'xiao-ming' })).toBe('仅支持英文、数字和下划线，且不能为纯数字');
    expect(await refusal({ username: 'a'.repeat(21) })).toBe('账号长度应大于1位小于20位');
    expect(await refusal({ phone: '' })).toBe('手机号不能为空');
    expect(await refusal({ phone: '12900000001' })).toBe('请输入正确的手机号');
    expect(await refusal({ phone: '1390000000' })).toBe('请输入正确长度的手机号码');
    expect(await refusal({ chineseName: 'Xiao Ming' })).toBe('仅支持中文，且长度限制为1-20');
    expect(await refusal({ password: encryptPassword('abc12345') })).toBe('该密码为弱密码，不符合设置要求，请重新设置');
    expect(await refusal({ username: 'zhangsan' })).toBe('账号已存在');
    expect(await refusal({ phone: '13800000003' })).toBe('手机号码已注册');
  });

  it('logs a registered phone in with its login code, once; a wrong, reused or other-purpose code answers 428', async () => {
    const { api, dataDir, clock } = await start();
    expect((await api.get('/admin/mobile/13900000001')).body).toEqual({ code: 400, msg: '手机号码未注册', data: null });
    expect((await api.get('/admin/mobile/13800000004?purpose=reset')).body.data).toBe(true);
    const resetCode = lastCode(dataDir, '13800000004', 'reset');
    clock.now += 61_000;
    expect((await api.get('/admin/mobile/13800000004')).body.data).toBe(true);
    const code = lastCode(dataDir, '13800000004', 'login');

    const sms = (c: string) => api.post<Grant>(`/auth/mobile/token/sms?mobile=SMS@13800000004&code=${c}&grant_type=mobile`);
    if (resetCode !== code) expect((await sms(resetCode)).body).toEqual({ code: 428, msg: '验证码错误或已失效，请重新获取', data: null });
    const grant = await sms(code);
    expect(grant.status).toBe(200);
    expect(grant.body.data.user_info.username).toBe('wangwu');
    expect((await sms(code)).status).toBe(428);
    expect((await api.post('/auth/mobile/token/sms?mobile=SMS@13900000001&code=123456&grant_type=mobile')).body.msg).toBe('手机号码未注册');

    // The audit log has the login and the refusals, under the phone typed, never the code.
    const admin = await api.login('admin');
    const logged = (await api.get<{ records: { username: string; action: string; summary: string }[] }>('/admin/audit/page?subject=login&size=100', { token: admin.access_token })).body.data.records;
    expect(logged).toContainEqual(expect.objectContaining({ username: 'wangwu', action: 'login', summary: '短信验证码登录成功' }));
    expect(logged).toContainEqual(expect.objectContaining({ username: '13800000004', action: 'loginFailed', summary: '短信验证码登录失败：验证码错误或已失效，请重新获取' }));
    expect(logged).toContainEqual(expect.objectContaining({ username: '13900000001', action: 'loginFailed', summary: '短信验证码登录失败：手机号码未注册' }));
    expect(JSON.stringify(logged)).not.toContain(code);
  });

  it('spends a code after five wrong tries and expires it after five minutes', async () => {
    const { api, dataDir, clock } = await start();
    const sms = (c: string) => api.post(`/auth/mobile/token/sms?mobile=SMS@13800000004&code=${c}&grant_type=mobile`);
    await api.get('/admin/mobile/13800000004');
    const code = lastCode(dataDir, '13800000004', 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await sms(wrong)).status).toBe(428);
    expect((await sms(code)).status).toBe(428);

    clock.now += 61_000;
    await api.get('/admin/mobile/13800000004');
    const later = lastCode(dataDir, '13800000004', 'login');
    clock.now += 301_000;
    expect((await sms(later)).status).toBe(428);
  });

  it('sends a phone one code a minute and ten a day, and a client address thirty an hour', async () => {
    const { api, clock } = await start();
    expect((await api.get('/admin/mobile/13800000004')).status).toBe(200);
    expect((await api.get('/admin/mobile/13800000004')).body).toEqual({ code: 429, msg: '请求过频繁', data: null });
    for (let i = 1; i < 10; i++) {
      clock.now += 61_000;
      expect((await api.get('/admin/mobile/13800000004')).status).toBe(200);
    }
    clock.now += 61_000;
    expect((await api.get('/admin/mobile/13800000004')).status).toBe(429);

    for (let i = 0; i < 30; i++) await api.request('GET', `/admin/mobile/register/139${String(10000000 + i)}`, { remoteAddress: '10.0.0.9' });
    expect((await api.request('GET', '/admin/mobile/register/13988888888', { remoteAddress: '10.0.0.9' })).status).toBe(429);
    expect((await api.request('GET', '/admin/mobile/register/13988888888', { remoteAddress: '10.0.0.10' })).status).toBe(200);
  });

  it('resets a forgotten password with the reset code and ends every login of the account', async () => {
    const { api, dataDir } = await start();
    const before = await api.login('huangwei');
    expect((await api.get('/admin/mobile/13800000013?purpose=reset')).status).toBe(200);
    const code = lastCode(dataDir, '13800000013', 'reset');
    const reset = (password: string, c = code) => api.post('/admin/user/resetPassword', { json: { phone: '13800000013', code: c, password: encryptPassword(password) } });
    expect((await reset('weakpass')).body.msg).toBe('该密码为弱密码，不符合设置要求，请重新设置');
    expect((await reset(NEW_PASSWORD)).body).toEqual({ code: 0, msg: null, data: true });
    expect((await reset('Another@2026')).status).toBe(428);

    expect((await api.get('/admin/user/info', { token: before.access_token })).status).toBe(401);
    expect((await api.passwordGrant('huangwei')).status).toBe(426);
    expect((await api.passwordGrant('huangwei', NEW_PASSWORD)).status).toBe(200);
  });
});

describe('an expired password', () => {
  it('forces the reset (remindFlag 0) once its validity days are over, until the password is changed', async () => {
    const api = await TestServer.start();
    try {
      const qinlan = await api.login('qinlan');
      type Info = { sysPublicParamDTO: { remindFlag: string; passValidDay: number; betweenUpdatePassDay: number } };
      const before = await api.get<Info>('/admin/user/info', { token: qinlan.access_token });
      expect(before.body.data.sysPublicParamDTO).toEqual({ remindFlag: '0', passValidDay: 90, betweenUpdatePassDay: 120 });
      // The server holds the login to the password change: everything else is refused.
      expect((await api.get('/admin/home/front/count', { token: qinlan.access_token })).body).toEqual({ code: 403, msg: '密码已过期，请先修改密码', data: null });
      expect((await api.get('/admin/user/personalInfo', { token: qinlan.access_token })).status).toBe(403);
      const changed = await api.post('/admin/user/editPersonalInfo', {
        token: qinlan.access_token,
        json: { password: encryptPassword('Ronghe@2026'), newpassword1: encryptPassword(NEW_PASSWORD) },
      });
      expect(changed.status).toBe(200);
      const after = await api.get<Info>('/admin/user/info', { token: qinlan.access_token });
      expect(after.body.data.sysPublicParamDTO).toEqual({ remindFlag: '1', passValidDay: 90, betweenUpdatePassDay: 0 });
      expect((await api.get('/admin/home/front/count', { token: qinlan.access_token })).status).toBe(200);
      const next = await api.login('qinlan', NEW_PASSWORD);
      expect((await api.get('/admin/home/front/count', { token: next.access_token })).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('the login captcha after wrong passwords', () => {
  let api: TestServer | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('asks for the captcha after two wrong passwords of an account, and takes each captcha once', async () => {
    api = await TestServer.start({ config: testConfig({ LOGIN_CAPTCHA_AFTER: '2', LOGIN_ADDRESS_CAPTCHA_AFTER: '3' }) });
    const image = await api.get<string>('/auth/code?randomStr=captcha-1');
    // A raster picture (CaptchaPicture): PNG bytes, no SVG whose paths would name the characters.
    expect(image.body.data).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(image.body.data.split(',')[1], 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    expect((await api.get('/auth/code?randomStr=%3Cx%3E')).status).toBe(400);

    expect((await api.passwordGrant('zhangsan', 'Wrong@2026')).status).toBe(426);
    expect((await api.passwordGrant('zhangsan', 'Wrong@2026')).status).toBe(426);
    const withoutCaptcha = await api.passwordGrant('zhangsan');
    expect(withoutCaptcha.body).toEqual({ code: 428, msg: '验证码错误或已失效，请重新获取', data: null });
    const wrongCaptcha = await api.post('/auth/oauth/token?grant_type=password&scope=server&randomStr=captcha-1&code=zzzz', {
      form: { username: 'zhangsan', password: encryptPassword('Ronghe@2026') },
    });
    expect(wrongCaptcha.status).toBe(428);
    // Another account from another address owes no captcha.
    expect((await api.passwordGrant('lisi', undefined, '10.0.0.7')).status).toBe(200);
  });

  it('asks every account from an address for the captcha after that address’s wrong passwords', async () => {
    api = await TestServer.start({ config: testConfig({ LOGIN_CAPTCHA_AFTER: '2', LOGIN_ADDRESS_CAPTCHA_AFTER: '3' }) });
    for (const account of ['zhangsan', 'lisi', 'wangwu']) expect((await api.passwordGrant(account, 'Wrong@2026', '10.0.0.8')).status).toBe(426);
    expect((await api.passwordGrant('zhaoliu', undefined, '10.0.0.8')).status).toBe(428);
    expect((await api.passwordGrant('zhaoliu', undefined, '10.0.0.9')).status).toBe(200);
  });
});
