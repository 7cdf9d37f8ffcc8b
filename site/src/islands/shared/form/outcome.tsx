// What came of a form's last submit: a success text, a failure text, or nothing yet. `submit` wraps the
// sending so that every form clears the old outcome first and turns a thrown failure into its text.
import { useCallback, useState } from 'react';
import { FormAlert, FormStatus } from './fields';

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Runs `send`; its resolved text is the success, a thrown failure's text (via `describe`) the error. */
  const submit = useCallback(
    async (send: () => Promise<string | null | void>, describe: (error: unknown) => string) => {
      setOutcome(null);
      try {
        const text = await send();
        if (text) setOutcome({ kind: 'success', text });
      } catch (error) {
        setOutcome({ kind: 'error', text: describe(error) });
      }
    },
    [],
  );
  return { outcome, submit, clear: useCallback(() => setOutcome(null), []) };
}

/** The success status and the form's alert (which also carries summary validation messages). */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <FormStatus kind="success" text={outcome?.kind === 'success' ? outcome.text : null} />
      <FormAlert text={outcome?.kind === 'error' ? outcome.text : null} />
    </>
  );
}
