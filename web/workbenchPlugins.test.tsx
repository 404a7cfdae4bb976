import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { PluginHost } from '../core/lifecycle/index.ts';
import { workbenchRoutes } from '../core/react/index.ts';
import { workbenchPlugins } from './workbenchPlugins.ts';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('the browser workbench', () => {
  it('mounts the kernel first, then the shell, accounts before the workspace, messaging before the workspace and the process centre that tap its hooks', () => {
    const host = new PluginHost(workbenchPlugins());
    expect(host.pluginIds).toEqual(['core-session', 'core-http', 'portal', 'accounts', 'messaging', 'workspace', 'public-site', 'process-centre', 'designer', 'administration']);
  });

  it('has a layout for every contributed page and routes the spec’s first screens', () => {
    const host = new PluginHost(workbenchPlugins());
    const all = paths(workbenchRoutes(host.container));
    expect(all).toEqual(
      expect.arrayContaining(['/', '/aboutUs', '/login', '/login/user', '/resetPassword', '/homepage/index', '/403', '/404', '/408', '/500', '/process/create', '/process/todo', '/process/done', '/process/my', '/dev/activiti/designer', '/management/index', '/searchResult', '/iClassroom', '/signup', '/login/phone', '*']),
    );
  });
});
