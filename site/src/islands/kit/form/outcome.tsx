// What came of a form's last submit: a success text, a failure text, or nothing yet (useFormSubmit keeps
// it), and where it shows.
import { FormAlert, FormStatus } from './fields';

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** The success status and the form's alert (which also carries summary validation messages). */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <FormStatus kind="success" text={outcome?.kind === 'success' ? outcome.text : null} />
      <FormAlert text={outcome?.kind === 'error' ? outcome.text : null} />
    </>
  );
}
