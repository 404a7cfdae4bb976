import { message, notification, type App } from 'antd';
import type { Notifier } from '../../../contracts/workbench/Http.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';

/** What App.useApp() hands out, minus the modal. */
export type FeedbackApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'>;
type MessageApi = FeedbackApi['message'];

/**
 * The Notifier of the workbench on antd. Once the app has rendered it speaks through
 * App.useApp() (theme and locale aware); before that, e.g. an error while starting, it falls
 * back to antd's static functions so no message is ever lost.
 */
export class AntdNotifier implements Notifier {
  #api: FeedbackApi | null = null;

  /** Called by the shell root; returns the detach function for its cleanup. */
  attach(api: FeedbackApi): () => void {
    this.#api = api;
    return () => {
      if (this.#api === api) this.#api = null;
    };
  }

  get #message(): Pick<MessageApi, 'success' | 'error' | 'warning' | 'info'> {
    return this.#api?.message ?? message;
  }

  success(text: string): void {
    void this.#message.success(text);
  }

  error(text: string): void {
    void this.#message.error(text);
  }

  warning(text: string): void {
    void this.#message.warning(text);
  }

  info(text: string): void {
    void this.#message.info(text);
  }

  notify(kind: 'success' | 'error' | 'info' | 'warning', title: string, text: string): void {
    (this.#api?.notification ?? notification)[kind]({ title, description: text });
  }
}

/** The shell's own handle on the same instance, for the root that attaches it. */
export const AntdNotifierId = createServiceId<AntdNotifier>('portal.AntdNotifier');
