import { useCallback, useContext, useMemo, type ReactNode } from 'react';
import { message, notification, theme } from 'antd';
import AppContext from 'antd/es/app/context';
// A dialog's code unreachable is the network gone: part 1 §8's words, from the catalogue the entry
// already holds (the portal's own texts would join the entry with them).
import { zhCN as httpTexts } from '../../../core/http/zhCN.ts';
import { useLazyModal } from './LazyModal.tsx';

/**
 * What antd's App gives the pages through App.useApp() — message, notification and modal under
 * the app's text style — with the modal's code loaded by the first dialog asked for: App imports
 * Modal, some 15 KB of gzipped JavaScript in every first load for dialogs the login page and the
 * public site never open.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const dialogFailed = useCallback(() => void messageApi.error(httpTexts.unreachable), [messageApi]);
  const [modalApi, modalHolder] = useLazyModal(dialogFailed);
  const value = useMemo(() => ({ message: messageApi, notification: notificationApi, modal: modalApi }), [messageApi, notificationApi, modalApi]);
  const { token } = theme.useToken();
  return (
    <AppContext.Provider value={value}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {modalHolder}
        {messageHolder}
        {notificationHolder}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/** The message and notification FeedbackProvider hands out, for the notifier's binding. */
export function useFeedback() {
  return useContext(AppContext);
}
