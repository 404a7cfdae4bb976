import { Spin } from 'antd';

/** Shown while a page's code or first data is on its way. */
export function PageLoading() {
  return (
    <div role="status" aria-label="加载中" style={{ display: 'flex', justifyContent: 'center', padding: '64px 0' }}>
      <Spin />
    </div>
  );
}
