// Share cards (Open Graph / Twitter images): a 1200×630 PNG per page kind, drawn at build time from the
// page's title in the brand's colours with Inter (bundled from @fontsource, Latin and Latin Extended for
// Turkish). satori lays the text out into SVG paths, resvg rasterises it: no browser, no outside service.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

export const SHARE_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

const BRAND = { navy: '#0b3a66', navyDark: '#062643', gold: '#f5b82e', white: '#ffffff' };

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
/** The fonts, read once per build. */
function loadFonts() {
  const file = (name: string) => readFile(require.resolve(`@fontsource/inter/files/${name}`));
  fonts ??= Promise.all(
    (
      [
        ['Inter', 'inter-latin-700-normal.woff', 700],
        ['InterExt', 'inter-latin-ext-700-normal.woff', 700],
        ['Inter', 'inter-latin-400-normal.woff', 400],
        ['InterExt', 'inter-latin-ext-400-normal.woff', 400],
      ] as const
    ).map(async ([family, name, weight]) => ({
      name: family,
      data: await file(name),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

export interface ShareCardText {
  /** The page's title, large. */
  title: string;
  /** A short line above it (the kind of page: "Open position", "Pricing"…). */
  eyebrow?: string | undefined;
  /** A line under it (the brand's tagline or the job's location). */
  subtitle?: string | undefined;
  brandName: string;
  /** The page's language (upper case follows its rules: "İ" in Turkish). */
  lang: 'en' | 'tr';
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card as PNG bytes. */
export async function renderShareCard(text: ShareCardText): Promise<Uint8Array<ArrayBuffer>> {
  const title = text.title.length > 90 ? `${text.title.slice(0, 87)}…` : text.title;
  const titleSize = title.length > 48 ? 60 : 76;
  const tree = el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      background: `linear-gradient(135deg, ${BRAND.navy} 0%, ${BRAND.navyDark} 100%)`,
      color: BRAND.white,
      // The Latin Extended subset (ş, ğ, İ, ı…) is a family of its own that satori falls back to.
      fontFamily: 'Inter, InterExt',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: '20px' }, [
        el('div', { width: '56px', height: '56px', borderRadius: '14px', background: BRAND.gold }),
        el('div', { fontSize: '34px', fontWeight: 700 }, text.brandName),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: '20px' }, [
        ...(text.eyebrow
          ? [
              el(
                'div',
                { fontSize: '30px', fontWeight: 700, color: BRAND.gold },
                text.eyebrow.toLocaleUpperCase(text.lang),
              ),
            ]
          : []),
        el('div', { fontSize: `${titleSize}px`, fontWeight: 700, lineHeight: 1.1 }, title),
        ...(text.subtitle
          ? [el('div', { fontSize: '32px', fontWeight: 400, opacity: 0.85 }, text.subtitle)]
          : []),
      ]),
      el('div', { height: '10px', width: '220px', borderRadius: '5px', background: BRAND.gold }),
    ],
  );
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    fonts: await loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD.width } }).render().asPng();
  return new Uint8Array(png);
}
