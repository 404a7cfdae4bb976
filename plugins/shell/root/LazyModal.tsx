import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Modal } from 'antd';
import type { ModalHostProps } from './ModalHost.tsx';

/** What App.useApp().modal offers: confirm, info, success, error and warning dialogs. */
export type ModalApi = ReturnType<typeof Modal.useModal>[0];
type Kind = keyof ModalApi;
type Config = Parameters<ModalApi['confirm']>[0];
type Instance = ReturnType<ModalApi['confirm']>;
type Update = Parameters<Instance['update']>[0];

/**
 * antd's modal hook API whose code (Modal, its dialog and styles) loads when the first dialog is
 * asked for instead of with every first load. A dialog answers at once with its handle
 * (destroy, update, then), which acts on the real dialog once it is shown. If the code cannot be
 * fetched, onFailure is told, the dialog answers false and the next one tries again.
 */
export function useLazyModal(onFailure: (error: unknown) => void): readonly [ModalApi, ReactNode] {
  const [Host, setHost] = useState<ComponentType<ModalHostProps> | null>(null);
  const loading = useRef<Promise<ModalApi> | null>(null);
  const ready = useRef<(modal: ModalApi) => void>(() => undefined);

  const modal = useMemo(() => {
    const load = (): Promise<ModalApi> =>
      (loading.current ??= new Promise<ModalApi>((resolve, reject) => {
        ready.current = resolve;
        import('./ModalHost.tsx').then(
          (module) => setHost(() => module.ModalHost),
          (error: unknown) => {
            loading.current = null;
            reject(error);
          },
        );
      }));
    const open =
      (kind: Kind) =>
      (config: Config): Instance => {
        let instance: Instance | null = null;
        let destroyed = false;
        const updates: Update[] = [];
        // The dialog wrapped, so that its own then (antd's answer) is not adopted here: antd
        // keeps an onOk's failure quiet only for a caller that asked for the answer.
        const shown = load().then(
          (api) => {
            if (destroyed) return null;
            const dialog = api[kind](config);
            instance = dialog;
            for (const update of updates) dialog.update(update);
            return { dialog };
          },
          (error: unknown) => {
            onFailure(error);
            return null;
          },
        );
        return {
          destroy: () => {
            destroyed = true;
            instance?.destroy();
          },
          update: (update) => {
            if (instance) instance.update(update);
            else updates.push(update);
          },
          // True for OK, false for cancel, as antd's then; false for a dialog that never showed.
          then: (resolve) => shown.then((found) => (found ? new Promise<boolean>((answer) => void found.dialog.then(answer, () => answer(false))) : false)).then(resolve),
        };
      };
    return { confirm: open('confirm'), info: open('info'), success: open('success'), error: open('error'), warning: open('warning') };
  }, [onFailure]);

  const holder = Host ? <Host onReady={(api) => ready.current(api)} /> : null;
  return [modal, holder] as const;
}
