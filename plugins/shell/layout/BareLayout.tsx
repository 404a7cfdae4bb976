import { Outlet } from 'react-router';
import { usePlatformSettings } from '../../../core/react/index.ts';
import { useBrowserHead } from './useBrowserHead.ts';

/** A plain full-height page for login, password and error screens. */
export function BareLayout() {
  useBrowserHead(usePlatformSettings());
  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Outlet />
    </div>
  );
}
