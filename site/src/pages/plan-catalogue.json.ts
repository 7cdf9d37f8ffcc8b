// The plan catalogue this build's pricing pages show, for the API's checkout to charge exactly that
// (contracts/src/plan-catalogue.ts). Prices come from the same content the pages were built from.
import { planCatalogueFileSchema, type PlanCatalogueFile } from '@crestline/contracts/plan-catalogue';
import { getPlans } from '../lib/content';

export async function GET() {
  const turkish = new Map((await getPlans('tr')).map((plan) => [plan.key, plan.name]));
  const catalogue: PlanCatalogueFile = {
    plans: (await getPlans('en')).map((plan) => ({
      key: plan.key,
      name: { en: plan.name, tr: turkish.get(plan.key) ?? plan.name },
      prices: plan.prices,
    })),
  };
  return new Response(JSON.stringify(planCatalogueFileSchema.parse(catalogue)), {
    headers: { 'Content-Type': 'application/json' },
  });
}
