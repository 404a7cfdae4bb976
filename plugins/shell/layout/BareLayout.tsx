import { Outlet } from 'react-router';

/** A plain full-height page for login, password and error screens. */
export function BareLayout() {
  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Outlet />
    </div>
  );
}
