import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/** The home page's carousel (the server's carousel 1). */
const HOME_CAROUSEL = 1;
const TURN_MS = 6000;

/**
 * The home banner: one picture of the carousel at a time, turning by itself and by its dots;
 * a picture with a link leads there. Nothing at all while the carousel is empty.
 */
export function CarouselBanner() {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/website/publicizecarousel/listRecommendInfoVO/{id}', { path: { id: HOME_CAROUSEL }, silent: true })).data ?? [], [api]);
  const items = useAsyncData(load, `carousel:${HOME_CAROUSEL}`).data ?? [];
  const [at, setAt] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const timer = setInterval(() => setAt((index) => (index + 1) % items.length), TURN_MS);
    return () => clearInterval(timer);
  }, [items.length]);
  if (items.length === 0) return null;
  const item = items[at % items.length];
  const picture = (
    <img
      src={item.imageUrl}
      alt={item.title ?? ''}
      style={{ display: 'block', width: '100%', maxWidth: '100%', height: 'auto', aspectRatio: '10 / 3', objectFit: 'cover', borderRadius: 8 }}
    />
  );
  return (
    <section aria-label={zhCN.home.carousel} style={{ position: 'relative' }}>
      {item.linkUrl?.startsWith('/') ? <Link to={item.linkUrl}>{picture}</Link> : picture}
      <div style={{ position: 'absolute', bottom: 12, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 8 }}>
        {items.map((entry, index) => (
          <button
            key={entry.id}
            type="button"
            aria-label={entry.title ?? String(index + 1)}
            aria-current={index === at % items.length}
            onClick={() => setAt(index)}
            style={{ width: 24, height: 4, padding: 0, border: 'none', borderRadius: 2, cursor: 'pointer', background: index === at % items.length ? '#fff' : 'rgba(255, 255, 255, 0.5)' }}
          />
        ))}
      </div>
    </section>
  );
}
