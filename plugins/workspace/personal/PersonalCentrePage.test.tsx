import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';

function userInfo(chineseName = '张三', avatar: string | null = null): UserInfo {
  return { sysUser: { userId: 2, username: 'zhangsan', chineseName, status: '0', avatar }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };
}

const personalInfo = {
  userId: 2,
  username: 'zhangsan',
  chineseName: '张三',
  phone: '13800000002',
  email: 'zhangsan@ronghe.example',
  avatar: null,
  deptName: '研发部',
  companyName: '融合科技有限公司',
};

function http(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/menu/front/getUserMenu', [])
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/admin/addressBook/dept/companysAndTodo', [])
    .on('GET', '/admin/user/personalInfo', personalInfo)
    .on('GET', '/admin/user/info', userInfo())
    .on('GET', '/admin/check/phoneOtherUser', 0)
    .on('POST', '/admin/user/editPersonalInfo', true);
}

async function open(path: string, client = http()) {
  // A file chooser's accept list is only a suggestion (a user may pick "all files"): the check must hold without it.
  const user = userEvent.setup({ applyAccept: false });
  const fixture = await renderWorkbench([messagingStandIn(), ...portalPlugins()], path, { http: client, session: MemorySessionStore.signedIn(userInfo()) });
  return { ...fixture, user };
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, placeholder: string, text: string) {
  const input = await screen.findByPlaceholderText(placeholder);
  await user.clear(input);
  if (text) await user.type(input, text);
  // The phone and the new password are checked on blur (part 1 §5).
  fireEvent.blur(input);
}

function png(size: number, name = 'me.png'): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

describe('个人中心 (/user/info)', () => {
  it('opens 个人信息 for tab=user with the account and department read-only', async () => {
    await open('/user/info?tab=user');
    expect(await screen.findByRole('tab', { name: '个人信息', selected: true })).toBeTruthy();
    expect((await screen.findByDisplayValue('zhangsan')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByDisplayValue('融合科技有限公司 / 研发部').hasAttribute('disabled')).toBe(true);
  });

  it('opens 密码管理 for tab=passwordManager, and the tabs write the query', async () => {
    const { user, router } = await open('/user/info?tab=passwordManager');
    expect(await screen.findByRole('tab', { name: '密码管理', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '个人信息' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=user'));
  });

  it('refuses a name that is not Chinese (仅支持中文，且长度限制为1-20)', async () => {
    const { user } = await open('/user/info?tab=user');
    await typeInto(user, '请输入姓名', 'Zhang');
    expect(await screen.findByText('仅支持中文，且长度限制为1-20')).toBeTruthy();
  });

  it('says 手机号不能为空, 请输入正确的手机号 and 请输入正确长度的手机号码', async () => {
    const { user } = await open('/user/info?tab=user');
    await typeInto(user, '请输入手机号', '');
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    await typeInto(user, '请输入手机号', '12800000000');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    await typeInto(user, '请输入手机号', '1380000');
    expect(await screen.findByText('请输入正确长度的手机号码')).toBeTruthy();
  });

  it('asks the server whether another user has the phone (手机号码已占用)', async () => {
    const client = http().on('GET', '/admin/check/phoneOtherUser', 1);
    const { user } = await open('/user/info?tab=user', client);
    await typeInto(user, '请输入手机号', '13800000003');
    expect(await screen.findByText('手机号码已占用')).toBeTruthy();
    expect(client.callsTo('GET', '/admin/check/phoneOtherUser')[0].options?.params).toEqual({ phone: '13800000003' });
  });

  it('saves name, phone and email, and the top bar follows at once', async () => {
    const client = http().on('GET', '/admin/user/info', userInfo('张三丰'));
    const { user } = await open('/user/info?tab=user', client);
    await typeInto(user, '请输入姓名', '张三丰');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(client.callsTo('POST', '/admin/user/editPersonalInfo')[0].body).toEqual({ chineseName: '张三丰', phone: '13800000002', email: 'zhangsan@ronghe.example' });
    expect(await screen.findByRole('button', { name: /张三丰/ })).toBeTruthy();
  });

  describe('the avatar', () => {
    const chooser = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

    it('refuses other types (上传头像图片只能是 jpg/jpeg/png格式!)', async () => {
      const client = http();
      const { user } = await open('/user/info?tab=user', client);
      await screen.findByDisplayValue('zhangsan');
      await user.upload(chooser(), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
      expect(await screen.findByText('上传头像图片只能是 jpg/jpeg/png格式!')).toBeTruthy();
      expect(client.callsTo('POST', '/admin/sys-file/upload')).toHaveLength(0);
    });

    it('refuses 50 KB and more (上传头像图片大小不能超过 50KB!)', async () => {
      const client = http();
      const { user } = await open('/user/info?tab=user', client);
      await screen.findByDisplayValue('zhangsan');
      await user.upload(chooser(), png(61 * 1024));
      expect(await screen.findByText('上传头像图片大小不能超过 50KB!')).toBeTruthy();
      expect(client.callsTo('POST', '/admin/sys-file/upload')).toHaveLength(0);
    });

    it('uploads to the avatar folder, stores it, says 上传成功 and shows it in the top bar', async () => {
      const url = '/system/file/avatar/0123456789abcdef0123456789abcdef.png';
      const client = http()
        .on('POST', '/admin/sys-file/upload', { bucketName: 'avatar', fileName: 'x.png', url })
        .on('GET', '/admin/user/info', userInfo('张三', url));
      const { user } = await open('/user/info?tab=user', client);
      await screen.findByDisplayValue('zhangsan');
      await typeInto(user, '请输入姓名', '张三丰');
      client.on('GET', '/admin/user/personalInfo', { ...personalInfo, avatar: url });
      await user.upload(chooser(), png(30 * 1024));
      expect(await screen.findByText('上传成功')).toBeTruthy();
      // The new avatar keeps what the user typed and has not saved yet.
      await waitFor(() => expect(screen.getByTestId('personal-avatar').querySelector('img')).toBeTruthy());
      expect(screen.getByDisplayValue('张三丰')).toBeTruthy();
      expect(client.callsTo('POST', '/admin/sys-file/upload')[0].options?.params).toEqual({ folder: 'avatar' });
      expect(client.callsTo('POST', '/admin/user/editPersonalInfo')[0].body).toEqual({ avatar: url });
      await waitFor(() =>
        expect(screen.getByTestId('user-card-avatar').querySelector('img')?.getAttribute('src')).toBe(`${url}?sysAuthorization=token-1`),
      );
    });

    it('says 上传失败 when the server refuses', async () => {
      const client = http().failOn('POST', '/admin/sys-file/upload', 400, '上传头像图片只能是 jpg/jpeg/png格式!');
      const { user } = await open('/user/info?tab=user', client);
      await screen.findByDisplayValue('zhangsan');
      await user.upload(chooser(), png(1024));
      expect(await screen.findByText('上传失败')).toBeTruthy();
    });
  });

  describe('密码管理', () => {
    it("checks the new password on blur: '1' is 该密码为弱密码，不符合设置要求，请重新设置", async () => {
      const client = http().on('POST', '/admin/weakPassword/checkPassword', '1');
      const { user } = await open('/user/info?tab=passwordManager', client);
      await typeInto(user, '请输入新密码', 'abc');
      expect(await screen.findByText('该密码为弱密码，不符合设置要求，请重新设置')).toBeTruthy();
      expect(client.callsTo('POST', '/admin/weakPassword/checkPassword')[0].body).toEqual({ password: 'aes(abc)' });
    });

    it("shows any other answer but '0' as the error", async () => {
      const client = http().on('POST', '/admin/weakPassword/checkPassword', '密码格式不正确，请重新输入');
      const { user } = await open('/user/info?tab=passwordManager', client);
      await typeInto(user, '请输入新密码', 'abc');
      expect(await screen.findByText('密码格式不正确，请重新输入')).toBeTruthy();
    });

    it('changes the password with both encrypted, then logs out to sign in again', async () => {
      const client = http().on('POST', '/admin/weakPassword/checkPassword', '0');
      const { user, session, router } = await open('/user/info?tab=passwordManager', client);
      await typeInto(user, '请输入原密码', 'Ronghe@2026');
      await typeInto(user, '请输入新密码', 'Brand#New2026');
      await typeInto(user, '请再次输入新密码', 'Brand#New2026');
      await user.click(screen.getByRole('button', { name: '修改密码' }));
      expect(await screen.findByText('密码修改成功，请使用新密码重新登录')).toBeTruthy();
      expect(client.callsTo('POST', '/admin/user/editPersonalInfo')[0].body).toEqual({ password: 'aes(Ronghe@2026)', newpassword1: 'aes(Brand#New2026)' });
      await waitFor(() => expect(session.logouts).toBe(1));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login/user'));
    });

    it('refuses a confirmation that differs', async () => {
      const client = http().on('POST', '/admin/weakPassword/checkPassword', '0');
      const { user } = await open('/user/info?tab=passwordManager', client);
      await typeInto(user, '请输入新密码', 'Brand#New2026');
      await typeInto(user, '请再次输入新密码', 'Brand#New2025');
      expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    });

    it('shows the server’s 原密码错误 and stays', async () => {
      const client = http()
        .on('POST', '/admin/weakPassword/checkPassword', '0')
        .failOn('POST', '/admin/user/editPersonalInfo', 400, '原密码错误');
      const { user, session } = await open('/user/info?tab=passwordManager', client);
      await typeInto(user, '请输入原密码', 'wrong');
      await typeInto(user, '请输入新密码', 'Brand#New2026');
      await typeInto(user, '请再次输入新密码', 'Brand#New2026');
      await user.click(screen.getByRole('button', { name: '修改密码' }));
      expect(await screen.findByText('原密码错误')).toBeTruthy();
      expect(session.logouts).toBe(0);
    });
  });
});
