import { Outlet } from 'react-router';
import { useBrowserIcon } from '../../../core/react/useBrowserIcon.ts';
import { PublicHeader } from './PublicHeader.tsx';
import { PageTitleProvider } from './PageTitle.tsx';
import { PUBLIC_LAYOUT, PublicLayoutStyle } from './PublicLayoutStyle.tsx';
import { usePlatformSettings } from '../../../core/react/index.ts';
import { DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/** The frame of the public site: header, page, copyright. */
export function PublicLayout() {
  const settings = usePlatformSettings();
  useBrowserIcon(settings?.browserIcon);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f5f5' }}>
      <PublicLayoutStyle />
      <PublicHeader settings={settings} />
      {/* A phone's width is too narrow to spare the desktop's margins (issue 25): the stylesheet's. */}
      <main className={PUBLIC_LAYOUT.main} style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', boxSizing: 'border-box' }}>
        <PageTitleProvider siteName={settings?.browserFrontTitle || undefined}>
          <Outlet />
        </PageTitleProvider>
      </main>
      <footer style={{ textAlign: 'center', padding: '16px 0', color: DESCRIPTION_TEXT, background: '#fff' }}>
        {settings?.copyrightBottomInfo}
      </footer>
    </div>
  );
}
