import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCNLocale from 'antd/locale/zh_CN';
import { NavigatorId, NotifierId, type Notifier } from '../../../contracts/workbench/Http.ts';
import { definePlugin, type PluginDefinition } from '../../../contracts/workbench/Plugin.ts';
import { WorkbenchShellId } from '../../../contracts/workbench/Portal.ts';

/** Remembers what would have been shown, in order. */
export class RecordingNotifier implements Notifier {
  readonly shown: { kind: string; text: string }[] = [];
  success(text: string): void {
    this.shown.push({ kind: 'success', text });
  }
  error(text: string): void {
    this.shown.push({ kind: 'error', text });
  }
  warning(text: string): void {
    this.shown.push({ kind: 'warning', text });
  }
  info(text: string): void {
    this.shown.push({ kind: 'info', text });
  }
  notify(kind: string, title: string, text: string): void {
    this.shown.push({ kind, text: `${title}：${text}` });
  }
}

/**
 * Stands in for the shell owner (id 'portal' by default) when a test mounts another plugin
 * alone: antd in Chinese, no guard, a recording notifier, navigation left to the router.
 */
export function shellStandIn(notifier: Notifier = new RecordingNotifier(), id = 'portal'): PluginDefinition<unknown> {
  return definePlugin(() => ({
    id,
    module(bind) {
      bind.value(NotifierId, notifier);
      bind.value(NavigatorId, { go: () => undefined, reload: () => undefined });
      bind.value(WorkbenchShellId, {
        // The same antd settings as the portal's root, so texts read as in the app.
        Root: ({ children }: { children: ReactNode }) => (
          <ConfigProvider locale={zhCNLocale} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
            <App>{children}</App>
          </ConfigProvider>
        ),
        guard: async () => undefined,
        attach: () => undefined,
      });
    },
  }))();
}
