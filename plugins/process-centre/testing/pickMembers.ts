import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The member picker's department tree (core/ui MemberPicker, default mode). */
export const DEPT_TREE = '/admin/addressBook/dept/treeSelect/';

/** A dialog by its title (two open dialogs share one generated title id under test, so names cannot tell them apart). */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
}

/**
 * Chooses people in a dialog's member field: opens the member picker from the field, searches
 * each name (the picker lists people by department or by search), checks it and confirms.
 */
export async function pickMembers(user: ReturnType<typeof userEvent.setup>, fieldLabel: string, names: string[]): Promise<void> {
  await user.click(screen.getByLabelText(fieldLabel));
  const picker = await dialogTitled('选择人员');
  const search = within(picker).getByPlaceholderText('输入账号/姓名/手机号');
  for (const name of names) {
    await user.clear(search);
    await user.type(search, name.slice(0, 1));
    await user.click(await within(picker).findByRole('checkbox', { name }));
  }
  await user.click(within(picker).getByRole('button', { name: '确定' }));
}
