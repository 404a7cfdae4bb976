import { describe, expect, it } from 'vitest';
import { OpenTabList, type OpenTab } from './OpenTabList.ts';

const home: OpenTab = { key: '/homepage/index', label: '首页', path: '/homepage/index' };
const tab = (key: string, path = key): OpenTab => ({ key, label: key.slice(1), path });
const keys = (list: OpenTabList) => list.tabs.map((t) => t.key);

describe('open tabs', () => {
  it('starts with 首页, which can never be closed', () => {
    const list = OpenTabList.withHome(home).visit(tab('/workbench/index'));
    expect(keys(list)).toEqual(['/homepage/index', '/workbench/index']);
    expect(list.closable('/homepage/index')).toBe(false);
    expect(keys(list.close('/homepage/index'))).toEqual(keys(list));
  });

  it('cannot close the last tab left', () => {
    const list = OpenTabList.withHome(home);
    expect(list.closable(home.key)).toBe(false);
    expect(list.close(home.key)).toBe(list);
  });

  it('adds new pages at the end and keeps a revisited page in its place, remembering its latest address', () => {
    const list = OpenTabList.withHome(home)
      .visit(tab('/process/todo'))
      .visit(tab('/addressbook/list'))
      .visit(tab('/process/todo', '/process/todo?page=2'));
    expect(keys(list)).toEqual(['/homepage/index', '/process/todo', '/addressbook/list']);
    expect(list.tabs[1]).toEqual({ key: '/process/todo', label: 'process/todo', path: '/process/todo?page=2' });
  });

  it('answers the same list when nothing changes, so React does not render again', () => {
    const list = OpenTabList.withHome(home).visit(tab('/process/todo'));
    expect(list.close('/nowhere')).toBe(list);
    expect(list.visit(tab('/process/todo')).tabs).toBe(list.tabs);
  });

  it('closes others, leaving 首页 and the chosen one, and closes all but 首页', () => {
    const list = OpenTabList.withHome(home).visit(tab('/a')).visit(tab('/b')).visit(tab('/c'));
    expect(keys(list.closeOthers('/b'))).toEqual(['/homepage/index', '/b']);
    expect(keys(list.closeAll())).toEqual(['/homepage/index']);
  });

  it('goes to the right-hand neighbour when the current tab closes, or the left one at the end', () => {
    const list = OpenTabList.withHome(home).visit(tab('/a')).visit(tab('/b'));
    expect(list.nextAfterClosing('/a').key).toBe('/b');
    expect(list.nextAfterClosing('/b').key).toBe('/a');
  });

  it('closes the tab visited longest ago beyond the limit, never 首页 or the one being opened', () => {
    let list = OpenTabList.withHome(home, 3).visit(tab('/a')).visit(tab('/b'));
    list = list.visit(tab('/a')).visit(tab('/c'));
    expect(keys(list)).toEqual(['/homepage/index', '/a', '/c']);
  });

  it('restores the tabs saved before a reload, 首页 first, leaving out what it cannot read', () => {
    const list = OpenTabList.withHome(home).visit(tab('/process/todo')).visit(tab('/addressbook/list')).visit(tab('/process/todo', '/process/todo?page=2'));
    const saved = JSON.parse(JSON.stringify(list.saved())) as unknown;
    const restored = OpenTabList.restored(home, saved);
    expect(restored.tabs).toEqual(list.tabs);
    // the least recently visited is still the one the limit closes first
    expect(keys(OpenTabList.restored(home, saved, 2).visit(tab('/schedule')))).toEqual(['/homepage/index', '/schedule']);
    expect(keys(OpenTabList.restored(home, { tabs: [{ key: 1 }, tab('/a'), tab('/a'), home, { key: '/x', label: 'x', path: 'https://elsewhere.example' }] }))).toEqual(['/homepage/index', '/a']);
    expect(keys(OpenTabList.restored(home, null))).toEqual(['/homepage/index']);
  });
});
