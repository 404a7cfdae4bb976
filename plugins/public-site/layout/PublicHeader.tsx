import { Link } from 'react-router';
import { useHydrated, useSessionSnapshot } from '../../../core/react/index.ts';
import type { PlatformSettings } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';
import { PortalNavigation } from './PortalNavigation.tsx';
import { SiteSearch } from './SiteSearch.tsx';
import { MallEntry } from '../mall/MallEntry.tsx';
import { LinkButton } from '../../../core/ui/LinkButton.tsx';
import { ProductMark } from '../../../core/ui/ProductMark.tsx';
import { PUBLIC_LAYOUT } from './PublicLayoutStyle.tsx';

const LOGIN_PATH = '/login';
const WORKBENCH_HOME = '/homepage/index';

/**
 * The public header: logo (to the about page), the server's navigation, search and the way in.
 * On a phone (issue 25): the navigation's button, the logo and the way in on the first row, the
 * search across the second — by the stylesheet's media queries (PublicLayoutStyle), so the
 * server's HTML is already the phone's.
 */
export function PublicHeader({ settings }: { settings: PlatformSettings | undefined }) {
  const { accessToken, userInfo } = useSessionSnapshot();
  // The server renders for a visitor: the browser shows its session's way in once hydrated.
  const signedIn = useHydrated() && Boolean(accessToken && userInfo);
  const logo = settings?.frontIndexLogo;

  return (
    <header
      // One row from 1280 px; on a narrow screen the navigation and the search wrap onto rows of their own.
      className={PUBLIC_LAYOUT.header}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 16, rowGap: 8, minHeight: 64, boxSizing: 'border-box', background: '#fff', boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)' }}
    >
      {/* The logo is no text link: no browser blue nor underline under the product's name. */}
      <Link to="/aboutUs" style={{ display: 'flex', alignItems: 'center', flex: 'none', color: 'inherit', textDecoration: 'none' }}>
        {logo ? (
          <img src={logo} alt={zhCN.productName} style={{ maxHeight: 40 }} />
        ) : (
          <ProductMark name={zhCN.productName} />
        )}
      </Link>
      <PortalNavigation />
      <div className={PUBLIC_LAYOUT.spacer} />
      <MallEntry settings={settings} />
      <SiteSearch className={PUBLIC_LAYOUT.search} />
            {signedIn ? (
        <LinkButton type="primary" to={WORKBENCH_HOME}>
          {zhCN.workbench}
        </LinkButton>
      ) : (
        <LinkButton type="primary" to={LOGIN_PATH}>
          {zhCN.login}
        </LinkButton>
      )}
    </header>
  );
}
