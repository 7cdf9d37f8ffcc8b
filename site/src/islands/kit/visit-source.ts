// Reads what the boot script recorded about this visit (lib/boot.js step 0) for a form to send along.
import { VISIT_SOURCE_KEY, visitSourceSchema, type VisitSource } from '@crestline/contracts/visit-source';

export function readVisitSource(): VisitSource {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(VISIT_SOURCE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const result = visitSourceSchema.safeParse(parsed && typeof parsed === 'object' ? parsed : {});
    return result.success ? result.data : {};
  } catch {
    // Storage blocked or a value that is not JSON: the form is sent without a source.
    return {};
  }
}
