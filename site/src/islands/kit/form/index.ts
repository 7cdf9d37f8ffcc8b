// The form kit: useZodForm (react-hook-form + the contracts' zod schema), Form, the field components and
// the submit (useFormSubmit, with its outcome). ModalFormFooter is imported from its own file, so that
// the public pages, which load this module, do not carry the admin modals' foot.
export { useZodForm, type ZodForm } from './use-zod-form';
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
export { FormOutcome, type Outcome } from './outcome';
export { useFormSubmit, type FormSubmitOptions } from './use-form-submit';
