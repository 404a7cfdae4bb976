import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemorySessionStore } from '../../react/testing/index.ts';
import { renderWidget } from '../testing/renderWidget.tsx';
import { Permission, holdsAnyPermission } from './Permission.tsx';

function holding(...permissions: string[]): MemorySessionStore {
  const session = new MemorySessionStore();
  session.saveGrant({ access_token: 't', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user_info: { username: 'zhangsan', permissions } });
  session.saveUserInfo({ sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] });
  return session;
}

describe('the permission guard', () => {
  it('shows its children to a user holding one of the permissions, and nothing to others', () => {
    renderWidget(<Permission anyOf={['sys_user_add', 'sys_dept_add']}><button>添加机构</button></Permission>, { session: holding('sys_dept_add') });
    expect(screen.getByRole('button', { name: '添加机构' })).toBeTruthy();
  });

  it('removes the element for a user without any of them', () => {
    renderWidget(<Permission anyOf={['sys_dept_add']}><button>添加机构</button></Permission>, { session: holding('sys_user_view') });
    expect(screen.queryByRole('button', { name: '添加机构' })).toBeNull();
  });

  it('throws 请设置操作权限标签值 when given no permission to check', () => {
    expect(() => holdsAnyPermission({ sys_dept_add: true }, [])).toThrow('请设置操作权限标签值');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWidget(<Permission anyOf={[]}><button>添加机构</button></Permission>)).toThrow('请设置操作权限标签值');
    vi.restoreAllMocks();
  });
});
