/**
 * Build-time images with next/og (satori + resvg): the Open Graph card of each route, the
 * apple-touch icon, the manifest's PNG icons and the favicon. All are written into out/ by
 * `next build`; nothing renders at request time.
 */
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { MARK_SVG } from '../brand-mark';
import { OG_SIZE } from './icons';
import { OG_CARDS, type OgCard, type OgPath } from './og-cards';

export { OG_CARDS, ogAlt, type OgCard, type OgPath } from './og-cards';
export { icoFromPngs, OG_CONTENT_TYPE, OG_SIZE, PWA_ICONS } from './icons';

/** The brand mark as a base64 data URL, as the image renderer takes it. */
export function markDataUrl(): string {
  return `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;
}

/** Title size that keeps long titles to two or three lines at 1200 px. */
function titleSize(title: string): number {
  if (title.length <= 16) return 104;
  if (title.length <= 24) return 88;
  return 76;
}

/** A 1200×630 branded card: navy field, teal accents, the title large, the brand at the foot. */
export function ogImage(path: OgPath): ImageResponse {
  const card: OgCard = OG_CARDS[path];
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        backgroundColor: site.colors.navy,
        backgroundImage:
          'radial-gradient(circle at 88% 8%, rgba(45,212,191,0.35) 0%, rgba(11,31,58,0) 55%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <div
          style={{ width: 72, height: 8, borderRadius: 4, backgroundColor: site.colors.accent }}
        />
        <div
          style={{
            marginLeft: 24,
            fontSize: 30,
            letterSpacing: 4,
            textTransform: 'uppercase',
            color: '#99f6e4',
          }}
        >
          {card.eyebrow}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{
            fontSize: titleSize(card.title),
            lineHeight: 1.05,
            letterSpacing: -2,
            color: '#ffffff',
            maxWidth: 1040,
          }}
        >
          {card.title}
        </div>
        {card.subtitle && (
          <div
            style={{
              marginTop: 28,
              fontSize: 36,
              lineHeight: 1.3,
              color: '#c9d5e6',
              maxWidth: 1000,
            }}
          >
            {card.subtitle}
          </div>
        )}
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderTop: '2px solid rgba(255,255,255,0.16)',
          paddingTop: 28,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not a page */}
          <img src={markDataUrl()} width={64} height={64} alt="" />
          <div style={{ marginLeft: 20, fontSize: 38, color: '#ffffff' }}>{site.name}</div>
        </div>
        <div style={{ fontSize: 26, color: '#5eead4' }}>
          {new URL(site.url).host.replace(/^www\./, '')}
        </div>
      </div>
    </div>,
    { ...OG_SIZE },
  );
}

/** The brand mark alone, filling a square (icons). `padding` leaves a safe zone for maskable icons. */
export function iconImage(
  size: number,
  {
    padding = 0,
    background = site.colors.navy as string,
  }: { padding?: number; background?: string } = {},
): ImageResponse {
  const inner = size - padding * 2;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: background,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not a page */}
      <img src={markDataUrl()} width={inner} height={inner} alt="" />
    </div>,
    { width: size, height: size },
  );
}
