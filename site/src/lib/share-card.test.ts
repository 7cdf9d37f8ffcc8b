// Share cards are real 1200×630 PNGs drawn from the page's title, Turkish letters included; the
// structured data of role, pricing and job pages.
import { describe, expect, it } from 'vitest';
import type { Plan } from '@crestline/contracts/content';
import { renderShareCard } from './share-card';
import { breadcrumbJsonLd, pricingJsonLd, roleServiceJsonLd } from './structured-data';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const plan = (key: string, US: number): Plan =>
  ({
    key,
    name: key,
    description: `${key} plan`,
    duties: [],
    order: 1,
    prices: { general: 8, US, AU: US * 1.5, CAN: US * 1.4, TR: US * 40 },
  }) as unknown as Plan;

describe('share cards', () => {
  it('draws a 1200×630 PNG of the title', async () => {
    const png = await renderShareCard({
      title: 'Çağrı Merkezi Temsilcisi — İstanbul',
      eyebrow: 'Kariyer',
      brandName: 'Crestline Staffing',
      lang: 'tr',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeGreaterThan(10_000);
  }, 30_000);
});

describe('structured data', () => {
  const org = { brandName: 'Crestline Staffing', origin: 'https://crestline.example' };
  const plans = [plan('a', 3.5), plan('b', 6.5)];

  it('offers a role as a Service with the hourly price range in each region', () => {
    const data = roleServiceJsonLd(
      { name: 'Bookkeeper', description: 'Books' },
      plans,
      org,
      'https://x/services/b/',
    );
    expect(data['@type']).toBe('Service');
    const us = data.offers.find((o) => o.priceCurrency === 'USD')!;
    expect(us).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 3.5, highPrice: 6.5, offerCount: 2 });
    expect(us.priceSpecification[0]).toMatchObject({ unitCode: 'HUR', price: 3.5, priceCurrency: 'USD' });
    expect(data.offers.map((o) => o.priceCurrency)).toEqual(['USD', 'AUD', 'CAD', 'TRY']);
  });

  it('lists the plans as offers priced by the hour per region on the pricing page', () => {
    const data = pricingJsonLd(plans, org, { name: 'Pricing', url: 'https://x/pricing/' });
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(2);
    expect(data.hasOfferCatalog.itemListElement[1]!.priceSpecification.map((p) => p.price)).toEqual([
      6.5, 9.75, 9.1, 260,
    ]);
  });

  it('numbers the breadcrumb trail from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://x/' },
      { name: 'Careers', url: 'https://x/career/' },
    ]);
    expect(data.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Careers'],
    ]);
  });
});
