import { useEffect } from 'react';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { LiveConnectionId } from './LiveConnection.ts';

/**
 * Keeps the live connection open while a signed-in user is in the main layout (it sits in the
 * top bar and shows nothing). Leaving the layout — logging out, or entering /resetPassword,
 * which is a bare page — closes it; a new token or another user opens it again.
 */
export function LiveConnectionHost() {
  const connection = useService(LiveConnectionId);
  const { accessToken, userInfo } = useSessionSnapshot();
  const userId = userInfo?.sysUser.userId;

  useEffect(() => {
    if (!accessToken || userId === undefined) return;
    connection.open({ accessToken, userId });
    return () => connection.close();
  }, [connection, accessToken, userId]);

  return null;
}
