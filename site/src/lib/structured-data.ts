// schema.org data for search engines beyond the Organization (components/OrganizationJsonLd.astro): the
// staffing service a role page offers with its hourly prices per region, the pricing page's plans as
// offers, and the breadcrumb trail of role and job pages.
import type { Plan } from '@crestline/contracts/content';
import { REGION_CURRENCY, REGIONS, type Region } from '@crestline/contracts/enums';

/** ISO 3166 country of each pricing region. */
const REGION_COUNTRY: Record<Region, string> = { US: 'US', AU: 'AU', CAN: 'CA', TR: 'TR' };

/** The hourly price of a plan in one region, as schema.org's unit price (UN/CEFACT "HUR": per hour). */
function hourlyPrice(plan: Plan, region: Region) {
  return {
    '@type': 'UnitPriceSpecification',
    price: plan.prices[region],
    priceCurrency: REGION_CURRENCY[region],
    unitCode: 'HUR',
    unitText: 'hour',
    eligibleRegion: { '@type': 'Country', name: REGION_COUNTRY[region] },
  };
}

interface Org {
  brandName: string;
  origin: string;
}

/**
 * A role page's Service: the role staffed remotely, with the range of hourly prices of the plans in each
 * region (an AggregateOffer per region: the plan chosen sets the price).
 */
export function roleServiceJsonLd(
  role: { name: string; description: string },
  plans: readonly Plan[],
  org: Org,
  url: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: role.name,
    description: role.description,
    serviceType: role.name,
    url,
    provider: { '@type': 'Organization', name: org.brandName, url: org.origin },
    areaServed: REGIONS.map((region) => ({ '@type': 'Country', name: REGION_COUNTRY[region] })),
    offers: REGIONS.map((region) => {
      const prices = plans.map((plan) => plan.prices[region]);
      return {
        '@type': 'AggregateOffer',
        priceCurrency: REGION_CURRENCY[region],
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: prices.length,
        eligibleRegion: { '@type': 'Country', name: REGION_COUNTRY[region] },
        priceSpecification: plans.map((plan) => hourlyPrice(plan, region)),
      };
    }),
  };
}

/** The pricing page: the staffing service with each plan as an Offer priced by the hour per region. */
export function pricingJsonLd(plans: readonly Plan[], org: Org, page: { name: string; url: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.name,
    url: page.url,
    provider: { '@type': 'Organization', name: org.brandName, url: org.origin },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: page.name,
      itemListElement: plans.map((plan) => ({
        '@type': 'Offer',
        name: plan.name,
        description: plan.description,
        url: page.url,
        priceSpecification: REGIONS.map((region) => hourlyPrice(plan, region)),
      })),
    },
  };
}

/** A BreadcrumbList of names and absolute addresses, the page itself last. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so it cannot close the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
