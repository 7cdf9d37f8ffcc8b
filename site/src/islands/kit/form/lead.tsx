// What every public lead form sends besides its fields (contracts' leads.ts, docs/api.md "Leads"): the
// honeypot `fax` (drawn off-screen, out of the tab order and hidden from assistive technology, so only a
// bot fills it), when the form was started (the page's navigation start, so typing done before the
// script ran counts too) and how the visit came, with the page it was sent from.
import { HONEYPOT_FIELD, type LeadSource } from '@crestline/contracts/leads';
import { readVisitSource } from '../visit-source';

export interface LeadExtras {
  fax: string;
  startedAt: number;
  source: LeadSource;
}

/** The honeypot: a real input a person never sees, reaches by keyboard or hears read out. */
export function Honeypot() {
  return (
    <div
      aria-hidden="true"
      style={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label>
        Fax
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The extras of this form's post, read from its element when it is sent. */
export function leadExtras(form: HTMLFormElement): LeadExtras {
  const fax = form.elements.namedItem(HONEYPOT_FIELD);
  return {
    fax: fax instanceof HTMLInputElement ? fax.value : '',
    startedAt: Math.round(performance.timeOrigin),
    source: { ...readVisitSource(), page: window.location.pathname },
  };
}

/** A multipart body's copy of the extras (the source as JSON text). */
export function appendLeadExtras(body: FormData, values: object): void {
  const extras = values as Partial<LeadExtras>;
  if (extras.fax !== undefined) body.set('fax', extras.fax);
  if (extras.startedAt !== undefined) body.set('startedAt', String(extras.startedAt));
  if (extras.source) body.set('source', JSON.stringify(extras.source));
}
