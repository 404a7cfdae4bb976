import { Link } from 'react-router';
import type { PlatformSettings } from '../ShellApi.ts';
import { ProductMark } from '../../../core/ui/ProductMark.tsx';
import { zhCN } from '../zhCN.ts';

/** The configured front logo, or the product name while there is none. */
export function PortalLogo({ settings }: { settings: PlatformSettings | undefined }) {
  const logo = settings?.frontIndexLogo;
  return (
    <Link to="/homepage/index" style={{ display: 'flex', alignItems: 'center', flex: 'none', height: 60 }}>
      {logo ? (
        <img src={logo} alt={zhCN.productName} style={{ maxHeight: 40 }} />
      ) : (
        <ProductMark name={zhCN.productName} />
      )}
    </Link>
  );
}
