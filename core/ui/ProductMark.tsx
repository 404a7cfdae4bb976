/** The product's one brand colour: the logo mark, its name, the favicon (web/public/favicon.svg). */
import { BRAND_COLOUR } from './ReadableColours.ts';

/**
 * The product's own logo, shown where no logo is configured: the 融 mark and the product name,
 * in the one brand colour on the public site and in the workspace alike.
 */
export function ProductMark({ name }: { name: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 20, fontWeight: 600, color: BRAND_COLOUR, whiteSpace: 'nowrap' }}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={BRAND_COLOUR} />
        <text x="16" y="22.5" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff">
          融
        </text>
      </svg>
      {name}
    </span>
  );
}
