// Talent plan catalogue schemas (docs/product.md). The price arithmetic and formatting
// live in pricing-core.ts (no zod, for the site's islands) and are re-exported here.

import { z } from 'zod';
import { CURRENCIES, PLAN_KEYS } from './enums';
import { DECIMAL_PRICE_TEXT, type HourlyPrices, type PlanPrices } from './pricing-core';

export * from './pricing-core';

const decimalPriceSchema = z.union([
  z.string().trim().regex(DECIMAL_PRICE_TEXT, { error: 'Price must be a decimal number like 14.74' }),
  z.number().nonnegative().finite(),
]);

const currencyPricesSchema = z.partialRecord(z.enum(CURRENCIES), decimalPriceSchema);

/** Hourly price per talent: general plus one per region. */
export const hourlyPricesSchema = z.object({
  general: decimalPriceSchema,
  US: decimalPriceSchema,
  AU: decimalPriceSchema,
  CAN: decimalPriceSchema,
  TR: decimalPriceSchema,
});

export const pricingPricesSchema = z.object({
  hourly: hourlyPricesSchema,
  /** Monthly price per talent by currency (only sr_technical has them). */
  monthly: currencyPricesSchema.optional(),
  /** Yearly price per talent by currency (only sr_technical has them). */
  yearly: currencyPricesSchema.optional(),
});

/** One plan card of the catalogue, in one language (the CMS holds an en and a tr version). */
export const pricingPlanSchema = z.object({
  key: z.enum(PLAN_KEYS),
  name: z.string().min(1),
  description: z.string(),
  duties: z.array(z.string()),
  note: z.string().optional(),
  serviceTitle: z.string().optional(),
  prices: pricingPricesSchema,
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** A whole catalogue: each key at most once. */
export const pricingCatalogueSchema = z
  .array(pricingPlanSchema)
  .refine((plans) => new Set(plans.map((p) => p.key)).size === plans.length, {
    error: 'Each plan key may appear only once',
  });
export type PricingCatalogue = z.infer<typeof pricingCatalogueSchema>;

// The hand-written price types of pricing-core.ts must stay what these schemas produce (a compile error
// otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type PriceSchemasMatchTypes = [
  Assert<Same<z.infer<typeof hourlyPricesSchema>, HourlyPrices>>,
  Assert<Same<z.infer<typeof pricingPricesSchema>, PlanPrices>>,
];
