import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../WorkspaceApi.ts';
import { guideStops } from './GuideSteps.ts';

const item = (id: number, label: string, path: string, extra: Partial<MenuItem> = {}): MenuItem =>
  ({ id, name: label, label, path, ifShow: '0', linkType: '0', ...extra }) as MenuItem;

/** The top bar as the menu draws it: one element per top-level item, marked with its id. */
function topBar(html: string): HTMLElement {
  const root = document.createElement('ul');
  root.innerHTML = html;
  return root;
}

describe('the guide’s stops', () => {
  const menu = [
    item(2, '工作台', '/workbench/index'),
    item(3, '流程中心', '/process/my', { children: [item(4, '我的待办', '/process/todo')] }),
    item(8, '通讯录', '/addressbook/list'),
  ];

  it('points each stop at the top-level item leading to its page, a parent of it included, in the guide’s order', () => {
    const root = topBar('<li data-top-menu-item="2">工作台</li><li data-top-menu-item="3">流程中心</li><li data-top-menu-item="8">通讯录</li>');
    const stops = guideStops(menu, root);
    expect(stops.map((stop) => [stop.key, stop.label, stop.element.textContent])).toEqual([
      ['todo', '流程中心', '流程中心'],
      ['workbench', '工作台', '工作台'],
      ['addressBook', '通讯录', '通讯录'],
    ]);
  });

  it('skips a stop whose item is hidden (ifShow 1), not drawn, or folded into the overflow', () => {
    const hiddenChild = [item(2, '工作台', '/workbench/index', { ifShow: '1' }), item(3, '流程中心', '/process/my', { children: [item(4, '我的待办', '/process/todo', { ifShow: '1' })] }), menu[2]];
    const root = topBar('<li data-top-menu-item="2">工作台</li><li data-top-menu-item="3">流程中心</li><li data-top-menu-item="8">通讯录</li>');
    expect(guideStops(hiddenChild, root).map((stop) => stop.key)).toEqual(['addressBook']);

    expect(guideStops(menu, topBar('<li data-top-menu-item="3">流程中心</li>')).map((stop) => stop.key)).toEqual(['todo']);

    const folded = topBar('<li data-top-menu-item="2">工作台</li><li data-top-menu-item="3">流程中心</li><li aria-hidden="true" data-top-menu-item="8">通讯录</li>');
    expect(guideStops(menu, folded).map((stop) => stop.key)).toEqual(['todo', 'workbench']);
  });
});
