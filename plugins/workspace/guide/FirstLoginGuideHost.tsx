import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { TopMenuItemsId } from '../../../contracts/workbench/Portal.ts';

// The tour's code arrives only for a user who has not seen it.
const FirstLoginGuide = lazy(async () => ({ default: (await import('./FirstLoginGuide.tsx')).FirstLoginGuide }));

/**
 * The first-login guide over the workspace (part 1 §2), once per user: the server keeps whether
 * they have seen it, so it never shows again, in this browser or another. It waits for the top
 * menu, whose items it points at.
 */
export function FirstLoginGuideHost() {
  const api = useService(ApiClientId);
  const menu = useService(TopMenuItemsId);
  const items = useSyncExternalStore(
    (listener) => menu.subscribe(listener),
    () => menu.items,
  );
  const [seen, setSeen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api.get('/admin/user/guide', { silent: true }).then(
      (answer) => live && setSeen(answer.data.seen),
      // Not knowing is no reason to stand a tour in the user's way.
      () => live && setSeen(true),
    );
    return () => {
      live = false;
    };
  }, [api]);

  if (seen !== false || !items) return null;
  const done = () => {
    setSeen(true);
    // Should the mark fail, the guide comes once more at the next visit: nothing to tell the user.
    api.post('/admin/user/guide/seen', { silent: true }).catch(() => undefined);
  };
  return (
    <Suspense fallback={null}>
      <FirstLoginGuide items={items} onDone={done} />
    </Suspense>
  );
}
