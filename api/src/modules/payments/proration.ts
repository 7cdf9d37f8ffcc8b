// Stripe's proration rule for a change of quantity mid-period, which the demo provider applies itself:
// the unused rest of the period at the old quantity is credited and the rest at the new quantity is
// charged, each in proportion to the seconds left (rounded to the minor unit), both on today's invoice
// (proration_behavior 'always_invoice').

export interface ProrationInput {
  unitAmount: number;
  fromQuantity: number;
  toQuantity: number;
  periodStart: Date;
  periodEnd: Date;
  /** When the change takes effect (Unix seconds). */
  at: number;
}

/** What today's invoice holds: the credit (negative), the charge, and their sum (negative: a credit). */
export function prorate(input: ProrationInput): { credit: number; charge: number; dueToday: number } {
  const start = Math.floor(input.periodStart.getTime() / 1000);
  const end = Math.floor(input.periodEnd.getTime() / 1000);
  const left = Math.min(Math.max(end - input.at, 0), end - start);
  const share = end > start ? left / (end - start) : 0;
  const credit = -Math.round(input.unitAmount * input.fromQuantity * share);
  const charge = Math.round(input.unitAmount * input.toQuantity * share);
  return { credit, charge, dueToday: credit + charge };
}
