// Forms are react-hook-form with the contracts' zod schema as resolver, so a rule and its message are
// written once (contracts/) and hold in the browser and on the server. Inputs are uncontrolled: the DOM
// keeps what a visitor typed, chose or ticked before the island's script ran, and Form adopts those
// values on hydration instead of overwriting them with empty state.
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export type ZodForm<S extends z.ZodType> = UseFormReturn<
  z.input<S> & FieldValues,
  unknown,
  z.output<S> & FieldValues
>;

export function useZodForm<S extends z.ZodType>(
  schema: S,
  options: {
    /** When fields are validated: on first leaving a field, then on every change (default). */
    mode?: 'onChange' | 'onTouched' | 'onSubmit' | 'onBlur' | 'all';
    /** Only for forms the server never renders (inside a modal): a static form must adopt the DOM instead. */
    defaultValues?: Partial<z.input<S>>;
  } = {},
): ZodForm<S> {
  return useForm<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>({
    // zod's own types and react-hook-form's differ in how they name input and output; the values match.
    resolver: zodResolver(schema as never) as never,
    mode: options.mode ?? 'onTouched',
    criteriaMode: 'firstError',
    ...(options.defaultValues ? { defaultValues: options.defaultValues as never } : {}),
  });
}
