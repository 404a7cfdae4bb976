import { Suspense, useEffect, useMemo } from 'react';
import { Layout } from 'antd';
import { MAIN_LAYOUT_HEIGHTS, MAIN_PAGE_CHROME, TopBarItemContributions, WorkspaceOverlayContributions } from '../../../contracts/workbench/Portal.ts';
import { TokenRefresherId } from '../../../contracts/workbench/Session.ts';
import { PluginBoundary, useContributions, usePhone, usePlatformSettings, useService, useWindowHeight } from '../../../core/react/index.ts';
import { OpenTabsHost } from '../tabs/OpenTabsHost.tsx';
import { TOOL_BOX_WIDTH, ToolBox } from '../tools/ToolBox.tsx';
import { useToolBoxFolded } from '../tools/useToolBoxFolded.ts';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { PortalLogo } from './PortalLogo.tsx';
import { TopMenu } from './TopMenu.tsx';
import { useBrowserHead } from './useBrowserHead.ts';
import { DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/**
 * The logged-in frame: top bar (logo, top menu, company switch, then the contributed items, the
 * workspace's user card last), the open tabs and their pages, the copyright footer, the right tool box.
 * On a phone (issue 25) the top menu is a button before the logo, the margins are narrow and the
 * tool box, a desktop's side column, is left out.
 */
export function MainLayout() {
  const refresher = useService(TokenRefresherId);
  const settings = usePlatformSettings();
  useBrowserHead(settings);
  const height = useWindowHeight(MAIN_PAGE_CHROME);
  const topBarItems = useContributions(TopBarItemContributions);
  const sortedItems = useMemo(() => [...topBarItems].sort((a, b) => a.order - b.order), [topBarItems]);
  const overlays = useContributions(WorkspaceOverlayContributions);
  const [toolBoxFolded, setToolBoxFolded] = useToolBoxFolded();
  const phone = usePhone();
  const margin = phone ? 8 : 24;

  // The token countdown runs while the user is inside the workbench (part 1 §4).
  useEffect(() => {
    refresher.start();
    return () => refresher.stop();
  }, [refresher]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          height: MAIN_LAYOUT_HEIGHTS.header,
          display: 'flex',
          alignItems: 'center',
          gap: phone ? 8 : 24,
          padding: phone ? '0 8px' : '0 24px',
          background: '#fff',
          boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          // Stays in reach with the tab bar below it while a long page scrolls.
          position: 'sticky',
          top: 0,
          zIndex: 20,
        }}
      >
        {phone && <TopMenu />}
        <PortalLogo settings={settings} />
        {phone ? <div style={{ flex: 1 }} /> : <TopMenu />}
        <CompanySwitcher />
        {sortedItems.map(({ plugin, component: Item }, index) => (
          <PluginBoundary key={`${plugin}-${index}`} plugin={plugin} fallback={null}>
            <Suspense fallback={null}>
              <Item />
            </Suspense>
          </PluginBoundary>
        ))}
      </Layout.Header>
      {/* Unfolded, the tool box takes a column of the content's right margin, so it covers no page content. */}
      <Layout.Content
        data-testid="main-content"
        style={{
          minHeight: height,
          margin: `${MAIN_LAYOUT_HEIGHTS.contentMargin / 2}px ${toolBoxFolded || phone ? margin : margin + TOOL_BOX_WIDTH}px ${MAIN_LAYOUT_HEIGHTS.contentMargin / 2}px ${margin}px`,
        }}
      >
        <OpenTabsHost />
      </Layout.Content>
      <Layout.Footer
        style={{ height: MAIN_LAYOUT_HEIGHTS.footer, lineHeight: `${MAIN_LAYOUT_HEIGHTS.footer}px`, padding: 0, textAlign: 'center', color: DESCRIPTION_TEXT }}
      >
        {settings?.copyrightBottomInfo}
      </Layout.Footer>
      {!phone && <ToolBox imConfigured={Boolean(settings?.imUrl)} folded={toolBoxFolded} onFoldedChange={setToolBoxFolded} />}
      {overlays.map(({ plugin, component: Overlay }, index) => (
        <PluginBoundary key={`${plugin}-${index}`} plugin={plugin} fallback={null}>
          <Suspense fallback={null}>
            <Overlay />
          </Suspense>
        </PluginBoundary>
      ))}
    </Layout>
  );
}
