// The plan catalogue a site build was made from: the keys, names and hourly prices its pricing pages show.
// The build writes it beside its pages (site/src/pages/plan-catalogue.json.ts) and the API's checkout
// prices from the file of the build it serves, so a buyer is charged what the live page shows from the
// moment it shows it (docs/architecture.md, "One price").
import { z } from 'zod';
import { planKeys, planSchema } from './content';
import { SITE_OUTPUT } from './site-build';

/** Where the catalogue sits in a built site (served too, but linked from no page; contracts/site-build.ts). */
export const PLAN_CATALOGUE_FILE = SITE_OUTPUT.planCatalogue;

export const planCatalogueFileSchema = z.object({
  plans: z
    .array(
      z.object({
        key: z.enum(planKeys),
        name: z.object({ en: z.string().min(1), tr: z.string().min(1) }),
        prices: planSchema.shape.prices,
      }),
    )
    .min(1),
});
export type PlanCatalogueFile = z.infer<typeof planCatalogueFileSchema>;
