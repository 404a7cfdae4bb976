import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, Empty, theme, type ThemeConfig } from 'antd';
import SizeContext from 'antd/es/config-provider/SizeContext';
import zhCNLocale from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { ScrollRestoration } from 'react-router';
import 'dayjs/locale/zh-cn';
import { useMotionTheme, usePhone, useService } from '../../../core/react/index.ts';
import { AntdNotifierId } from './AntdNotifier.ts';
import { FeedbackProvider, useFeedback } from './FeedbackProvider.tsx';
import { FlashMessage } from './FlashMessage.ts';
import { READABLE_THEME } from './ReadableTheme.ts';

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
 * antd's empty state in tables, lists and selects, with its words in the readable description
 * grey: by default they take the disabled grey (1.8:1 on white), which reads as switched off.
 */
function ReadableEmpty() {
  const { token } = theme.useToken();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} styles={{ description: { color: token.colorTextDescription } }} />;
}

function useReadableTheme(): ThemeConfig {
  const motion = useMotionTheme();
  return useMemo(() => (motion ? { ...READABLE_THEME, token: { ...READABLE_THEME.token, ...motion.token } } : READABLE_THEME), [motion]);
}

/**
 * Wraps every page: Chinese antd and dayjs, no space inserted in two-character buttons, no antd
 * animations for a user who asked for reduced motion, text that reads (ReadableTheme), the
 * notifier, scroll reset. On a phone (issue 25) antd's controls are of its large size, 40 px
 * high, to be hit by a finger.
 */
export function PortalRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCNLocale}
      button={{ autoInsertSpace: false }}
      theme={useReadableTheme()}
      renderEmpty={() => <ReadableEmpty />}
    >
      {/* antd's size in a provider that is always there, not ConfigProvider's componentSize: that
          adds its provider only when given a size (and 'middle' is not antd's default: tables and
          descriptions take it as compact), so the phone's, read right after hydration, added it
          and React mounted the whole page afresh (the server's HTML thrown away). */}
      <SizeContext.Provider value={usePhone() ? 'large' : undefined}>
        <FeedbackProvider>
          <NotifierBinding />
          {/* A new page starts at the top; back and forward return to where the user was (part 1 §2). */}
          <ScrollRestoration />
          {children}
        </FeedbackProvider>
      </SizeContext.Provider>
    </ConfigProvider>
  );
}
