import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { openFromUserCard } from './UserCard.ts';
import { signInThroughFormOn as signIn } from './StaffSignIn.ts';

const PASSWORD = 'Ronghe@2026';
const NEW_PASSWORD = 'Lin#Fang2026';

test.use({ viewport: { width: 1366, height: 768 } });

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of noise (stored, not compressed), so its file size follows its pixel count and the browser can draw it. */
function noisePng(file: string, width: number, height: number): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 1; x < row.length; x++) row[x] = (x * 31 + y * 17) & 0xff;
    rows.push(row);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  writeFileSync(file, png);
  return file;
}


async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await page.getByPlaceholder('请输入原密码').fill(current);
  await page.getByPlaceholder('请输入新密码').fill(next);
  // The weak-password check runs on blur.
  await page.getByPlaceholder('请再次输入新密码').fill(next);
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码修改成功，请使用新密码重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/user$/);
}

/*
 * 林芳, whom no other journey signs in as: a password change ends every other login of the user,
 * which would be a login another journey is using. Every login here is through the form, and the
 * journey ends by changing her password back to the demo password.
 */
test('林芳 sets her avatar in 个人中心, changes her password and signs in with the new one', async ({ page }) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ronghe-avatar-'));
  const big = noisePng(path.join(folder, 'big.png'), 145, 143);
  const small = noisePng(path.join(folder, 'small.png'), 101, 101);
  expect(Math.round(statSync(big).size / 1024)).toBe(61);
  expect(Math.round(statSync(small).size / 1024)).toBe(30);

  await signIn(page, 'linfang', PASSWORD);
  await openFromUserCard(page, /林芳/, '个人中心', /\/user\/info\?tab=user$/);
  await expect(page.getByRole('tab', { name: '个人信息', selected: true })).toBeVisible();

  // 李四's phone: the check on blur asks the server, with 林芳's token.
  await page.getByPlaceholder('请输入手机号').fill('13800000003');
  await page.getByPlaceholder('请输入邮箱').click();
  await expect(page.getByText('手机号码已占用')).toBeVisible();

  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles(big);
  await expect(page.getByText('上传头像图片大小不能超过 50KB!')).toBeVisible();
  await chooser.setInputFiles(small);
  await expect(page.getByText('上传成功')).toBeVisible();
  const topBarAvatar = page.getByTestId('user-card-avatar').locator('img');
  await expect(topBarAvatar).toHaveAttribute('src', /^\/system\/file\/avatar\/[0-9a-f]{32}\.png\?sysAuthorization=/);
  await expect.poll(() => topBarAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(101);

  await page.getByRole('tab', { name: '密码管理' }).click();
  await expect(page).toHaveURL(/tab=passwordManager$/);
  await changePassword(page, PASSWORD, NEW_PASSWORD);

  await signIn(page, 'linfang', NEW_PASSWORD);
  await expect(page.getByTestId('user-card-avatar').locator('img')).toBeVisible();

  // Back to the demo password for the journeys after this one.
  await page.goto('/user/info?tab=passwordManager');
  await changePassword(page, NEW_PASSWORD, PASSWORD);
  await signIn(page, 'linfang', PASSWORD);
});
