import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { REDUCED_MOTION_MEDIA, useAsyncData, useMediaQuery, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/** The home page's carousel (the server's carousel 1). */
const HOME_CAROUSEL = 1;
const TURN_MS = 6000;

/**
 * The home banner: one picture of the carousel at a time, turning by itself and by its dots;
 * a picture with a link leads there. Nothing at all while the carousel is empty.
 * It holds still while the pointer is on it or the focus in it, from its pause button on, and for
 * a system that asks for reduced motion (WCAG 2.2.2: what moves by itself for more than five
 * seconds can be stopped).
 */
export function CarouselBanner() {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/website/publicizecarousel/listRecommendInfoVO/{id}', { path: { id: HOME_CAROUSEL }, silent: true })).data ?? [], [api]);
  const items = useAsyncData(load, `carousel:${HOME_CAROUSEL}`).data ?? [];
  const [at, setAt] = useState(0);
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const still = useMediaQuery(REDUCED_MOTION_MEDIA);
  const turning = items.length > 1 && !paused && !still;
  useEffect(() => {
    if (!turning || pointed || focused) return;
    const timer = setInterval(() => setAt((index) => (index + 1) % items.length), TURN_MS);
    return () => clearInterval(timer);
  }, [turning, pointed, focused, items.length]);
  if (items.length === 0) return null;
  const item = items[at % items.length];
  const picture = (
    <img
      src={item.imageUrl}
      alt={item.title ?? ''}
      // The banner is a phone's largest paint: its picture goes before the page's other pictures.
      fetchPriority="high"
      style={{ display: 'block', width: '100%', maxWidth: '100%', height: 'auto', aspectRatio: '10 / 3', objectFit: 'cover', borderRadius: 8 }}
    />
  );
  return (
    <section
      aria-label={zhCN.home.carousel}
      style={{ position: 'relative' }}
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {item.linkUrl?.startsWith('/') ? <Link to={item.linkUrl}>{picture}</Link> : picture}
      <div style={{ position: 'absolute', bottom: 12, left: 0, right: 0, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 8 }}>
        {items.length > 1 && !still ? (
          <button
            type="button"
            aria-label={paused ? zhCN.home.resumeCarousel : zhCN.home.pauseCarousel}
            onClick={() => setPaused((value) => !value)}
            style={{ width: 24, height: 24, padding: 0, border: 'none', borderRadius: 12, cursor: 'pointer', color: '#fff', background: 'rgba(0, 0, 0, 0.35)', lineHeight: '24px', fontSize: 12 }}
          >
            {paused ? '▶' : '❚❚'}
          </button>
        ) : null}
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
