// The form kit: useZodForm (react-hook-form + the contracts' zod schema), Form, and the field components.
export { useZodForm, type ZodForm } from './useZodForm';
export { Form, useFormPolicy } from './Form';
export {
  CheckField,
  FieldMessage,
  FormAlert,
  FormStatus,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextField,
  useFieldMessage,
} from './fields';
export { FileDrop } from './FileDrop';
export { FormOutcome, useOutcome, type Outcome } from './outcome';
