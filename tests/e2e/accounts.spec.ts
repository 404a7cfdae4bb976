import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { openFromUserCard, openManagementArea } from './UserCard.ts';
import { SmsOutbox } from './SmsOutbox.ts';
import { choose } from './AntdSelect.ts';
import { DEMO_PASSWORD, signIn, signInOn, signInThroughFormOn } from './StaffSignIn.ts';

const NEW_PASSWORD = 'Fresh#Start2026';

async function passwordLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  // Not exact: antd names a button that was loading 'loading 登录'.
  await page.getByRole('button', { name: '登录' }).click();
}

/** 获取验证码 for the phone in the form, then the code from the development outbox typed in. */
async function typeSmsCode(page: Page, phone: string, purpose: 'login' | 'register' | 'reset'): Promise<void> {
  const outbox = SmsOutbox.since();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送，请查收短信')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByPlaceholder('请输入短信验证码').fill(await outbox.code(phone, purpose));
}

async function logOut(page: Page, name: string): Promise<void> {
  await page.getByText(name, { exact: true }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Through the development provider's pages (oidc-provider): its sign-in takes any login and
 * password, then its consent; either may be skipped when the provider remembers them.
 */
async function passProvider(page: Page, login: string): Promise<void> {
  const started = page.url();
  const origin = new URL(started).origin;
  const ourPage = (url: URL) => url.origin === origin;
  await page.waitForURL((url) => url.href !== started);
  for (let step = 0; step < 4 && !ourPage(new URL(page.url())); step++) {
    const signIn = page.getByRole('button', { name: 'Sign-in' });
    const consent = page.getByRole('button', { name: 'Continue' });
    await expect(signIn.or(consent)).toBeVisible();
    if (await signIn.isVisible()) {
      await page.getByPlaceholder('Enter any login').fill(login);
      await page.getByPlaceholder('and password').fill('any-password');
      await signIn.click();
    } else {
      await consent.click();
    }
    await page.waitForLoadState();
  }
}

test('a newcomer signs up with the code sent to the phone, logs in, belongs to no company, and applies to join one', async ({ page, browser }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  // The rules of spec part 1 §5 speak before anything is sent.
  await page.getByPlaceholder('请输入账号').fill('12345');
  await page.getByPlaceholder('请输入手机号').click();
  await expect(page.getByText('仅支持英文、数字和下划线，且不能为纯数字')).toBeVisible();
  await page.getByPlaceholder('请输入账号').fill('zhangsan');
  await page.getByPlaceholder('请输入手机号').click();
  await expect(page.getByText('账号已存在')).toBeVisible();
  await page.getByPlaceholder('请输入账号').fill('xinren');
  await page.getByPlaceholder('请输入手机号').fill('13800000002');
  await page.getByPlaceholder('请输入姓名（选填）').click();
  await expect(page.getByText('手机号码已注册')).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill('13912345678');
  await page.getByPlaceholder('请输入姓名（选填）').fill('辛仁');
  await page.getByPlaceholder('请输入密码').fill('weakpass');
  await page.getByPlaceholder('请再次输入密码').click();
  await expect(page.getByText('该密码为弱密码，不符合设置要求，请重新设置')).toBeVisible();
  await page.getByPlaceholder('请输入密码').fill(NEW_PASSWORD);
  await page.getByPlaceholder('请再次输入密码').fill(NEW_PASSWORD);
  await typeSmsCode(page, '13912345678', 'register');
  await page.getByRole('button', { name: '注册' }).click();

  await expect(page.getByText('注册成功，请登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/user$/);
  await passwordLogin(page, 'xinren', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/homepage\/index$/);
  await expect(page.getByText('辛仁', { exact: true })).toBeVisible();

  // A newcomer has not seen the first-login guide: closed once, it stays closed.
  const tour = page.locator('.ant-tour:visible');
  await expect(tour).toBeVisible();
  await tour.locator('.ant-tour-close').click();
  await expect(tour).toHaveCount(0);

  // A newcomer belongs to no company (issue 22): they apply to one in 个人中心, and its administrator decides.
  await page.goto('/user/info?tab=companies');
  await expect(page.getByText('您还没有加入任何单位：可以申请加入，或等待单位管理员邀请。')).toBeVisible();
  const apply = page.getByRole('region', { name: '申请加入单位' });
  await choose(page, apply, '单位', '融合教育集团');
  await apply.getByPlaceholder('可填写部门、岗位等，便于管理员审核').fill('新入职教务');
  await apply.getByRole('button', { name: '提交申请' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '申请已提交，请等待单位管理员审核' })).toBeVisible();
  const application = page.getByRole('region', { name: '我的加入申请' }).getByRole('listitem').filter({ hasText: '融合教育集团' });
  await expect(application).toContainText('待审核');

  const chenjing = await signIn(browser, 'chenjing');
  await openManagementArea(chenjing, /陈静/);
  await chenjing.getByRole('menu', { name: '管理功能' }).getByText('用户管理').click();
  await chenjing.getByRole('button', { name: '加入申请' }).click();
  const request = chenjing.getByRole('dialog', { name: '加入申请' }).getByRole('listitem').filter({ hasText: '辛仁（xinren）' });
  await expect(request).toContainText('新入职教务');
  await request.getByRole('button', { name: '同意' }).click();
  await expect(chenjing.locator('.ant-message-notice').filter({ hasText: '已同意，该用户已加入本单位' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: '我的加入申请' }).getByRole('listitem').filter({ hasText: '融合教育集团' })).toContainText('已通过');
});

test('a user who forgot the password resets it with the code from the outbox and logs in with the new one', async ({ page }) => {
  await page.goto('/login/user');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/login\/forgetPassword$/);
  await page.getByPlaceholder('请输入手机号').fill('13900000000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机号码未注册').first()).toBeVisible();

  // 黄伟 (huangwei): no other journey signs in as him.
  await page.getByPlaceholder('请输入手机号').fill('13800000013');
  await typeSmsCode(page, '13800000013', 'reset');
  await page.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
  await page.getByPlaceholder('请再次输入密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '重置密码' }).click();

  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/user$/);
  await passwordLogin(page, 'huangwei', DEMO_PASSWORD);
  await expect(page.locator('#root').getByRole('alert').filter({ hasText: '账号不存在或密码错误' })).toBeVisible();
  await passwordLogin(page, 'huangwei', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/homepage\/index$/);
});

test('a user logs in by phone with the code sent to it', async ({ page }) => {
  await page.goto('/login/user');
  await page.getByRole('link', { name: '手机登录' }).click();
  await expect(page).toHaveURL(/\/login\/phone$/);
  await page.getByPlaceholder('请输入手机号').fill('1380000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入正确长度的手机号码')).toBeVisible();

  await page.getByPlaceholder('请输入手机号').fill('13800000004');
  await typeSmsCode(page, '13800000004', 'login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/homepage\/index$/);
  await expect(page.getByText('王五', { exact: true })).toBeVisible();
});

test('an expired password forces the reset before anything else, then the new one signs in', async ({ page }) => {
  // 秦岚's password is older than its 90 days (README's demo accounts).
  await page.goto('/login/user');
  await passwordLogin(page, 'qinlan', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/resetPassword$/);
  await expect(page.getByText('请先重置密码')).toBeVisible();
  // Nowhere else to go while the password is expired.
  await page.goto('/workbench/index');
  await expect(page).toHaveURL(/\/resetPassword$/);

  await page.getByPlaceholder('请输入原密码').fill(DEMO_PASSWORD);
  await page.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
  await page.getByPlaceholder('请再次输入新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码修改成功，请使用新密码重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/user$/);

  await passwordLogin(page, 'qinlan', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/homepage\/index$/);
  await expect(page.getByText('秦岚', { exact: true })).toBeVisible();
});

test('a social account is refused while unbound, bound in the personal centre, then logs its owner in', async ({ page }) => {
  await page.goto('/login/user');
  await page.getByRole('button', { name: '统一身份认证' }).click();
  await passProvider(page, 'qianyi-at-provider');
  await expect(page).toHaveURL(/\/authredirect/);
  await expect(page.getByText('未绑定登录账号，请使用密码登录后绑定').first()).toBeVisible();
  await page.getByRole('button', { name: '返回登录' }).click();

  // 钱一 binds the account in 个人中心 → 个人信息 → 第三方账号.
  await expect(page).toHaveURL(/\/login\/user$/);
  // A login of her own, through the form: the journey logs it out.
  await signInThroughFormOn(page, 'qianyi');
  await openFromUserCard(page, /钱一/, '个人中心', /\/user\/info/);
  const social = page.getByRole('region', { name: '第三方账号' });
  await expect(social.getByText('未绑定')).toBeVisible();
  await social.getByRole('button', { name: '绑定' }).click();
  await passProvider(page, 'qianyi-at-provider');
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/info\?tab=user$/);
  await expect(page.getByRole('region', { name: '第三方账号' }).getByText('已绑定')).toBeVisible();
  await logOut(page, '钱一');

  await page.goto('/login/user');
  await page.getByRole('button', { name: '统一身份认证' }).click();
  await passProvider(page, 'qianyi-at-provider');
  await expect(page).toHaveURL(/\/homepage\/index$/);
  await expect(page.getByText('钱一', { exact: true })).toBeVisible();
});

test('a signed-in user locks the screen from the user card and unlocks it with the password', async ({ page }) => {
  await signInOn(page, 'wangwu');
  await page.goto('/workbench/index');
  await page.getByText('王五', { exact: true }).click();
  await page.getByRole('menuitem', { name: '锁屏' }).click();
  await expect(page).toHaveURL(/\/lock$/);
  // Every page of the workspace waits behind the lock, a reload too.
  await page.goto('/homepage/index');
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByPlaceholder('请输入密码').fill('Wrong#2026x');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByText('密码错误').first()).toBeVisible();
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(/\/workbench\/index$/);
});
