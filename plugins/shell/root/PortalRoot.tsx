import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCNLocale from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { ScrollRestoration } from 'react-router';
import 'dayjs/locale/zh-cn';
import { useMotionTheme, usePhone, useService } from '../../../core/react/index.ts';
import { AntdNotifierId } from './AntdNotifier.ts';
import { FeedbackProvider, useFeedback } from './FeedbackProvider.tsx';
import { FlashMessage } from './FlashMessage.ts';

dayjs.locale('zh-cn');

function NotifierBinding() {
  const notifier = useService(AntdNotifierId);
  const { message, notification } = useFeedback();
  // A layout effect, so the binding is in place before any page's effects start loading data.
  useLayoutEffect(() => notifier.attach({ message, notification }), [notifier, message, notification]);
  useEffect(() => {
    const flash = FlashMessage.take();
    if (flash) message.success(flash);
  }, [message]);
  return null;
}

/**
 * Wraps every page: Chinese antd and dayjs, no space inserted in two-character buttons, no antd
 * animations for a user who asked for reduced motion, the notifier, scroll reset. On a phone
 * (issue 25) antd's controls are of its large size, 40 px high, to be hit by a finger.
 */
export function PortalRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCNLocale} button={{ autoInsertSpace: false }} theme={useMotionTheme()} componentSize={usePhone() ? 'large' : undefined}>
      <FeedbackProvider>
        <NotifierBinding />
        {/* A new page starts at the top; back and forward return to where the user was (part 1 §2). */}
        <ScrollRestoration />
        {children}
      </FeedbackProvider>
    </ConfigProvider>
  );
}
