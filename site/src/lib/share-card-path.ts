// Where a page's share card is served (pages/og/[lang]/[card].png.ts draws it): /og/<lang>/<card>.png.
// Apart from lib/share-card.ts so that pages naming a card do not load the renderer.
import type { Locale } from '@crestline/contracts/enums';

export function shareCardPath(lang: Locale, card: string): string {
  return `/og/${lang}/${card}.png`;
}
