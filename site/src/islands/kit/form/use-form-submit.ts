// The submit of every form that sends something: it clears the last outcome, sends the valid values (an
// apiRequest, or a screen's save), then does what success does (a text, a stored session, a closed
// modal, an alert) and resets the fields, or shows the failure's text. Its `onValid` goes to <Form>, its
// `outcome` to FormOutcome (or the form's own status line).
//
//   const { outcome, onValid } = useFormSubmit(form, {
//     send: (values) => apiRequest('/messages', { lang, json: values }),
//     success: t('contact.success'),
//     reset: EMPTY,
//     failure: t('contact.error'),
//   });
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { failureText } from '../http';
import { useText } from '../i18n';
import type { Outcome } from './outcome';

export interface FormSubmitOptions<In extends FieldValues, Out, Answer> {
  /** Sends the valid values; what it resolves with goes to `success`, what it throws to `failure`. */
  send: (values: Out) => Promise<Answer>;
  /** The success text, or what success does with the answer (answering a text to show, if any). */
  success?: string | ((answer: Answer) => string | null | void);
  /** After a success, the fields are reset to these values. */
  reset?: Parameters<UseFormReturn<In>['reset']>[0];
  /** The failure's text: failureText with this fallback (or none), or a function of the error. */
  failure?: string | ((error: unknown) => string);
}

export function useFormSubmit<In extends FieldValues, Out extends FieldValues, Answer>(
  form: UseFormReturn<In, unknown, Out>,
  { send, success, reset, failure }: FormSubmitOptions<In, Out, Answer>,
) {
  const { lang } = useText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Shows a failure found before sending (a form that cannot be sent yet). */
  const fail = (text: string) => setOutcome({ kind: 'error', text });
  const clear = () => setOutcome(null);
  const onValid = async (values: Out) => {
    clear();
    try {
      const answer = await send(values);
      const text = typeof success === 'function' ? success(answer) : success;
      if (reset) form.reset(reset);
      if (text) setOutcome({ kind: 'success', text });
    } catch (error) {
      fail(typeof failure === 'function' ? failure(error) : failureText(error, lang, failure));
    }
  };
  return { outcome, onValid, clear, fail };
}
