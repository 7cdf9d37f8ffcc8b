// /change-password: a signed-in user (or admin) changes their password with the current one. The API
// ends every session of the account and answers a fresh one, which this browser keeps, so the user stays
// signed in here while every other device is signed out (docs/product.md, sessions).
import { changePasswordFormSchema, type StoredUser } from '@crestline/contracts/users';
import { apiRequest } from '../kit/http';
import { withText, useText, type IslandProps } from '../kit/i18n';
import { Form, FormOutcome, SubmitButton, TextField, useFormSubmit, useZodForm } from '../kit/form';
import { storeSession } from '../kit/session';
import { SignedInOnly } from '../kit/SignedInOnly';
import { NewPasswordFields } from './NewPasswordFields';
import './auth.css';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

function ChangePassword(_props: IslandProps) {
  return <SignedInOnly>{() => <ChangePasswordForm />}</SignedInOnly>;
}

function ChangePasswordForm() {
  const { lang, t } = useText();
  const form = useZodForm(changePasswordFormSchema(lang), { mode: 'onSubmit', defaultValues: EMPTY });
  const { outcome, onValid, clear } = useFormSubmit(form, {
    send: ({ currentPassword, password }) =>
      apiRequest<StoredUser>('/users/password', {
        lang,
        method: 'PATCH',
        auth: true,
        json: { currentPassword, password },
      }),
    success: (session) => {
      storeSession(session);
      return t('account.password.success');
    },
    reset: EMPTY,
    failure: t('account.password.failed'),
  });
  return (
    <div className="card auth-card">
      <Form form={form} onValid={onValid}>
        <p className="auth-intro">{t('account.password.intro')}</p>
        <TextField
          name="currentPassword"
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          required
          onInput={clear}
        />
        <NewPasswordFields onInput={clear} />
        <FormOutcome outcome={outcome} />
        <SubmitButton
          className="button auth-submit"
          busy={form.formState.isSubmitting}
          busyLabel={t('account.password.saving')}
        >
          {t('account.password.submit')}
        </SubmitButton>
      </Form>
    </div>
  );
}

export default withText(ChangePassword);
