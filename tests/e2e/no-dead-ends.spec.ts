import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signInOn as signIn } from './StaffSignIn.ts';

/*
 * Issue 11's promise: no menu item, user-card entry or side-menu entry of the workspace leads to
 * the 404 page. The administrator sees every entry there is (the admin ones included); each one
 * is clicked as a user would, and the page it opens must be a real one.
 */

const NOT_FOUND = '抱歉，您访问的页面不存在';

/** The user card's entries that open a dialog over the page instead of a page. */
const DIALOG_ENTRIES = new Set(['新建门户', '重命名门户', '配置门户']);

test.use({ viewport: { width: 1920, height: 1080 } });


async function expectRealPage(page: Page, entry: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, entry).not.toBe('/404');
  await expect(page.getByText(NOT_FOUND), entry).toHaveCount(0);
}

test('no entry of the top menu, the side menus or the user card ends on the 404 page', async ({ page }) => {
  // Some 30 entries, each waited on until its page is quiet: more than the default minute.
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const top = page.getByRole('menu', { name: '顶部菜单' });
  await expect(top.getByRole('menuitem', { name: '工作台' })).toBeVisible();
  // antd keeps a hidden "more" item for overflow: only the entries a user sees count.
  const entries = top.locator(':scope > li:not(.ant-menu-overflow-item-rest)');
  const titles = (await entries.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  expect(titles.length).toBeGreaterThanOrEqual(7);
  let walked = 0;

  for (const title of titles) {
    const item = entries.filter({ hasText: title }).first();
    if (await item.evaluate((li) => li.classList.contains('ant-menu-submenu'))) {
      // A group: each of its entries, from the drop-down its title opens on hover.
      const popup = page.locator('.ant-menu-submenu-popup:visible');
      await item.hover();
      await expect(popup.getByRole('menuitem').first(), title).toBeVisible();
      const children = (await popup.getByRole('menuitem').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      for (const child of children) {
        // One drop-down at a time: the last one is closed before the group is hovered again.
        await page.mouse.move(0, 700);
        await expect(page.locator('.ant-menu-submenu-popup:visible')).toHaveCount(0);
        await entries.filter({ hasText: title }).first().hover();
        await page.locator('.ant-menu-submenu-popup:visible').getByRole('menuitem', { name: child, exact: true }).click();
        await expectRealPage(page, `${title} › ${child}`);
        walked += 1;
      }
      await page.mouse.move(0, 700);
    } else {
      await item.click();
      await expectRealPage(page, title);
      walked += 1;
    }
  }

  // The process centre's side menu.
  await page.goto('/process/todo');
  const processMenu = page.getByRole('menu', { name: '流程中心' });
  await expect(processMenu.getByRole('menuitem').first()).toBeVisible();
  for (const entry of (await processMenu.getByRole('menuitem').allInnerTexts()).map((text) => text.replace(/\d+$/, '').trim())) {
    // Each entry from a freshly loaded frame: the pages opened before stay mounted in their tabs,
    // hidden, each with a menu of this name.
    await page.goto('/process/todo');
    await processMenu.getByRole('menuitem', { name: new RegExp(`^${entry}`) }).click();
    await expectRealPage(page, `流程中心 › ${entry}`);
    walked += 1;
  }

  // The user card's entries that stay in the workbench (退出登录 and 锁屏 leave it, so they are not
  // walked; accounts.spec.ts locks and unlocks);
  // an entry opening a dialog (配置门户) is closed again. 切换门户's items switch the home page's
  // cards in place, a page the top menu's walk has already checked.
  const card = page.getByRole('banner').getByRole('button', { name: /系统管理员/ });
  const dropdown = page.locator('.ant-dropdown:visible');
  // Opens the card's menu afresh: closed first (a portal switch leaves it open), the fade-out awaited.
  const openCard = async () => {
    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveCount(0);
    await card.click();
    await expect(dropdown.getByText('个人中心')).toBeVisible();
  };
  await openCard();
  await expect(dropdown.getByRole('menuitem', { name: '个人中心' })).toBeVisible();
  const leaves = (await dropdown.locator('li.ant-dropdown-menu-item').allInnerTexts()).map((text) => text.trim()).filter((text) => text && text !== '退出登录' && text !== '锁屏');
  expect(leaves).toEqual(expect.arrayContaining(['管理后台', '个人中心']));
  for (const entry of leaves) {
    await openCard();
    await dropdown.locator('li.ant-dropdown-menu-item').filter({ hasText: entry }).first().click();
    // An entry that opens a dialog rather than a page: close it again.
    if (DIALOG_ENTRIES.has(entry)) {
      const dialog = page.locator('.ant-modal-wrap:visible');
      await expect(dialog, entry).toBeVisible();
      await dialog.getByRole('button', { name: '取消' }).click();
      await expect(dialog).toHaveCount(0);
    }
    await expectRealPage(page, `用户菜单 › ${entry}`);
    walked += 1;
  }

  // The address book's 标签 page, from the tag list's 查看标签.
  await page.goto('/addressbook/tagMember');
  await page.getByRole('tree', { name: '标签' }).getByText('融合门户项目').click();
  await page.getByRole('link', { name: '查看标签' }).click();
  await expect(page).toHaveURL(/\/addressbook\/tag\?tagId=\d+&action=read$/);
  await expect(page.getByText('标签：融合门户项目')).toBeVisible();
  await expectRealPage(page, '通讯录 › 标签');
  walked += 1;

  // The management area's side menu.
  await page.goto('/management/index');
  const areaMenu = page.getByRole('menu', { name: '管理功能' });
  await expect(areaMenu.getByRole('menuitem').first()).toBeVisible();
  for (const entry of (await areaMenu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim())) {
    // From a freshly loaded area each time, as above.
    await page.goto('/management/index');
    await areaMenu.getByRole('menuitem', { name: entry, exact: true }).click();
    await expectRealPage(page, `管理后台 › ${entry}`);
    walked += 1;
  }
  expect(walked).toBeGreaterThanOrEqual(15);
});
