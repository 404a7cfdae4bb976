/** The menus' texts (管理后台 › 菜单管理). */
export const menuTexts = {
  notFound: '菜单不存在',
  parentNotFound: '上级菜单不存在',
  parentInOtherMenu: '上级菜单不在同一菜单中',
  underItself: '不能移动到自身或其下级菜单下',
  tooDeep: (levels: number) => `菜单最多${levels}级`,
  tooMany: (max: number) => `每个菜单最多${max}项`,
  duplicateName: '菜单标识已存在',
  blankLabel: '请输入菜单名称',
  routePath: '站内地址应以 / 开头，且不含空格',
  linkPath: '外部链接应为 http:// 或 https:// 开头的地址',
  unknownIcon: '图标不存在',
  hasChildren: '请先删除子菜单',
  menuNames: { front: '顶部菜单', portal: '门户导航' } as Record<string, string>,
  created: (menu: string, label: string) => `新增${menu}「${label}」`,
  updated: (menu: string, label: string) => `修改${menu}「${label}」`,
  deleted: (menu: string, label: string) => `删除${menu}「${label}」`,
} as const;
