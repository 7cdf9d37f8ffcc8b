// What the tests, benches and scripts of every workspace share (never imported by shipped code): one way to
// wait for something to become true, one sample job application, and the texts of a JSON document.

export interface WaitOptions {
  /** How long to keep trying, in milliseconds. Default 10 s. */
  timeoutMs?: number;
  /** Pause between tries, in milliseconds. Default 50 ms. */
  intervalMs?: number;
  /** What is awaited, for the error ("mail delivered"). */
  what?: string;
}

/** What a check answers once it is done: anything but false, 0, '', null or undefined. */
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `check` until it answers something truthy, and answers that; a check that throws counts as "not
 * yet". After `timeoutMs` it throws, naming `what` and the last error if there was one.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 50, what = 'the condition' }: WaitOptions = {},
): Promise<Truthy<T>> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Truthy<T>;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= until) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}${reason}`);
    }
    await sleep(intervalMs);
  }
}

/** A job application that passes every rule, as a form sends it (strings); add `jobId` and a resume. */
export const sampleApplicant = {
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria.santos@example.com',
  phone: '09171234567',
  zipCode: '8000',
  fluentLanguage: 'English',
  numberOfStaffHandled: '5-15',
  isWillingForBackgroundCheck: 'true',
  yearsOfCustomerServiceExperience: '2',
  yearsOfCallCenterExperience: '3',
} as const;

/** Every string in a JSON value (a content seed, a catalogue), depth first: the texts a reader may see. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
