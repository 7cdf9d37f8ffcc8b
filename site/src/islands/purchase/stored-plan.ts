// The browser's side of the plan choice (docs/product.md): the PlanSelection kept in local storage under
// `subscription`, which also carries the visitor's region before any plan is picked. Written by the
// pricing cards and the purchase pages, read by checkout and /payment; like session.ts, the only reader
// and writer of its key. The rules (pricing a choice, checking a stored value, the address of a choice)
// are the contracts' plan-selection.ts.
import { normalizeRegion, STORAGE_KEYS, type Region } from '@crestline/contracts/enums';
import type { PlanSelection } from '@crestline/contracts/payments';
import { planFromQuery, toPlanSelection, type CataloguePlan } from '@crestline/contracts/plan-selection';
import { useMemo } from 'react';
import { useBrowserStore } from '../kit/hydrated';
import { readJson, safeStorage, writeJson } from '../kit/storage';

/** Announced on window whenever the stored selection changes in this tab. */
export const SUBSCRIPTION_CHANGE_EVENT = 'subscription-change';

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SUBSCRIPTION_CHANGE_EVENT));
}

/** Region stored under `subscription` (default US; anything unknown → US). */
export function readRegion(storage: Storage | undefined = safeStorage()): Region {
  const stored = readJson(STORAGE_KEYS.subscription, storage);
  return normalizeRegion(
    stored && typeof stored === 'object' ? (stored as { region?: unknown }).region : undefined,
  );
}

/** Subscribes to changes of the stored selection (this tab and others), for useSyncExternalStore. */
export function subscribeToSelection(onChange: () => void): () => void {
  window.addEventListener(SUBSCRIPTION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SUBSCRIPTION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The raw stored text: a stable snapshot for useSyncExternalStore. */
export function storedSelectionText(storage: Storage | undefined = safeStorage()): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.subscription) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the region. A plan picked earlier was priced for the old region, so it is dropped. */
export function storeRegion(region: Region, storage: Storage | undefined = safeStorage()): void {
  const current = readStoredPlan(storage);
  if (current && current.region === region) return;
  writeJson(STORAGE_KEYS.subscription, { region }, storage);
  announce();
}

export function storePlan(selection: PlanSelection, storage: Storage | undefined = safeStorage()): void {
  writeJson(STORAGE_KEYS.subscription, selection, storage);
  announce();
}

/** The selected plan, or null when none is stored (or what is stored is not a whole plan). */
export function readStoredPlan(storage: Storage | undefined = safeStorage()): PlanSelection | null {
  return toPlanSelection(readJson(STORAGE_KEYS.subscription, storage));
}

/** Forgets the plan but keeps the region. */
export function clearPlan(storage: Storage | undefined = safeStorage()): void {
  const region = readRegion(storage);
  writeJson(STORAGE_KEYS.subscription, { region }, storage);
  announce();
}

/**
 * On the purchase pages: a plan choice in the address (?plan=…, sent by a pricing form) becomes the
 * stored plan, and the address loses the query (a reload shows the stored plan). Answers true when one
 * was taken over.
 */
export function storePlanFromAddress(plans: readonly CataloguePlan[], win: Window = window): boolean {
  const selection = planFromQuery(win.location.search, plans);
  if (!selection) return false;
  storePlan(selection);
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.hash);
  return true;
}

/**
 * The stored plan for an island, following changes in this tab and others; null until hydrated (the
 * static HTML shows no plan) and while none is stored.
 */
export function useStoredPlan(): PlanSelection | null {
  const stored = useBrowserStore(
    subscribeToSelection,
    () => storedSelectionText(),
    () => null,
  );
  // Re-read whenever the stored text changes (the text is only the trigger).
  return useMemo(() => (stored ? readStoredPlan() : null), [stored]);
}
