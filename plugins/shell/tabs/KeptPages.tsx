import { Activity, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router';

type LocationContextValue = React.ContextType<typeof LocationContext>;

interface KeptPage {
  element: ReactNode;
  /** The location the page was last shown at, given to it again while it is hidden. */
  location: LocationContextValue;
}

interface KeptPagesProps {
  /** The current location's tab. */
  current: string;
  /** Pages of tabs no longer open are dropped, with their state. */
  isOpen: (key: string) => boolean;
}

/**
 * The pages of the open tabs, each kept mounted with its state (filters, paging, form input,
 * scroll-dependent lists) while another tab is shown: a hidden page is an Activity in hidden
 * mode — laid out as display:none, its effects (polls, subscriptions) stopped until it is
 * shown again — and keeps seeing the location it was left at, so another tab's query never
 * reaches it.
 */
export function KeptPages({ current, isOpen }: KeptPagesProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const pages = useRef(new Map<string, KeptPage>());

  const kept = pages.current;
  const shown = kept.get(current);
  if (outlet && (shown?.element !== outlet || shown.location.location !== location)) {
    kept.set(current, { element: outlet, location: { location, navigationType } });
  }
  for (const key of [...kept.keys()]) if (key !== current && !isOpen(key)) kept.delete(key);

  return [...kept].map(([key, page]) => (
    <Activity key={key} mode={key === current ? 'visible' : 'hidden'}>
      <LocationContext.Provider value={page.location}>{page.element}</LocationContext.Provider>
    </Activity>
  ));
}
