// The three views of the login panel: log in, sign up and forgot password, each a form on the kit with
// the contracts' schema. A successful login stores the session; the panel then closes. A sign-up shows
// its "check your email" answer.
import type { Locale } from '@crestline/contracts/enums';
import { NOTICE_FORMS } from '@crestline/contracts/privacy-notices';
import { localePath } from '@crestline/contracts/site-paths';
import { useEffect, useState } from 'react';
import {
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  signUpFormSchema,
  type StoredUser,
} from '@crestline/contracts/users';
import { ApiError, apiRequest } from '../kit/http';
import { toStoredUser } from '../kit/session';
import { useText } from '../kit/i18n';
import { NewPasswordFields } from './NewPasswordFields';
import {
  Form,
  FormOutcome,
  FormStatus,
  SubmitButton,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../kit/form';

/** Sends a login and answers the session it opens (an answer without one is a failure). */
async function signIn(path: string, body: unknown, lang: Locale): Promise<StoredUser> {
  const user = toStoredUser(await apiRequest(path, { lang, json: body }));
  if (!user) throw new Error('The answer holds no session');
  return user;
}

/** The email field every view starts with; what is typed carries over to the next view. */
function EmailField({ autoComplete, onEmail }: { autoComplete: string; onEmail: (email: string) => void }) {
  const { t } = useText();
  return (
    <TextField
      name="email"
      label={t('panel.email')}
      type="email"
      autoComplete={autoComplete}
      required
      onInput={(e) => onEmail(e.currentTarget.value)}
    />
  );
}

interface FormProps {
  email: string;
  onEmail: (email: string) => void;
  onSignedIn: (user: StoredUser) => void;
}

/** The API's answer to the right password of an account with a second factor and no code. */
const isCodeNeeded = (error: unknown) =>
  error instanceof ApiError && (error.body as { code?: unknown } | null)?.code === 'SECOND_FACTOR_NEEDED';

export function LoginForm({ email, onEmail, onSignedIn, onForgot }: FormProps & { onForgot: () => void }) {
  const { lang, t } = useText();
  const form = useZodForm(loginSchema(lang), { mode: 'onSubmit', defaultValues: { email } });
  // After the right password of an account with a second factor, the form asks for its code as well.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const { outcome, onValid } = useFormSubmit(form, {
    send: async (values) => {
      try {
        return await signIn('/users/login', values, lang);
      } catch (error) {
        if (!isCodeNeeded(error)) throw error;
        setCodeNeeded(true);
        return null;
      }
    },
    success: (user) => {
      if (user) onSignedIn(user);
    },
    failure: t('auth.genericError'),
  });
  return (
    <Form form={form} className="form auth-form" onValid={onValid}>
      <EmailField autoComplete="username" onEmail={onEmail} />
      <TextField
        name="password"
        label={t('panel.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {codeNeeded && <CodeField />}
      <p className="auth-forgot">
        <button type="button" className="auth-link" onClick={onForgot}>
          {t('panel.forgotLink')}
        </button>
      </p>
      <FormOutcome outcome={outcome} />
      <SubmitButton
        className="button auth-submit"
        busy={form.formState.isSubmitting}
        busyLabel={t(codeNeeded ? 'panel.verifying' : 'panel.loggingIn')}
      >
        {t(codeNeeded ? 'panel.verifyButton' : 'panel.loginButton')}
      </SubmitButton>
    </Form>
  );
}

/** The second factor's code: focused when it appears, with what to type in its hint. */
function CodeField() {
  const { t } = useText();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    host?.querySelector<HTMLInputElement>('input')?.focus();
  }, [host]);
  return (
    <div ref={setHost}>
      <p className="auth-intro" role="status">
        {t('auth.secondFactorNeeded')}
      </p>
      <TextField
        name="code"
        label={t('panel.codeLabel')}
        hint={t('panel.codeHint')}
        autoComplete="one-time-code"
        inputMode="text"
        required
      />
    </div>
  );
}

/**
 * The sign-up form's notice at collection (as components/CollectionNotice.astro says it under the other
 * forms): who collects, why, and the policy's section; the company is the page's site name.
 */
function SignUpNotice() {
  const { lang, t } = useText();
  const company =
    typeof document === 'undefined'
      ? ''
      : (document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '');
  return (
    <p className="collection-notice" data-collection-notice="signUp">
      {t('notice.signUp', { company })}{' '}
      <a href={localePath(lang, `/privacypolicy#${NOTICE_FORMS.signUp}`)}>{t('notice.link')}</a>
    </p>
  );
}

/**
 * Sign-up answers "check your email" whether or not the address has an account (a registered address's
 * owner is mailed instead), so it signs no one in: the view says what to expect and shows the answer.
 */
export function SignupForm({ email, onEmail }: Omit<FormProps, 'onSignedIn'>) {
  const { lang, t } = useText();
  const form = useZodForm(signUpFormSchema(lang), { mode: 'onSubmit', defaultValues: { email } });
  const { outcome, onValid } = useFormSubmit(form, {
    send: async ({ name, email: address, password }) =>
      messageResponseSchema.parse(
        await apiRequest('/users/register', { lang, json: { name, email: address, password } }),
      ),
    success: (answer) => answer.message,
    reset: { name: '', email: '', password: '', confirmPassword: '' },
    failure: t('auth.genericError'),
  });
  return (
    <Form form={form} className="form auth-form" onValid={onValid}>
      <p className="auth-intro">{t('panel.signupExpect')}</p>
      <TextField name="name" label={t('panel.name')} autoComplete="name" required />
      <EmailField autoComplete="username" onEmail={onEmail} />
      <NewPasswordFields first />
      <SignUpNotice />
      <FormOutcome outcome={outcome} />
      <SubmitButton
        className="button auth-submit"
        busy={form.formState.isSubmitting}
        busyLabel={t('panel.signingUp')}
      >
        {t('panel.signupButton')}
      </SubmitButton>
    </Form>
  );
}

export function ForgotForm({ email, onEmail }: Omit<FormProps, 'onSignedIn'>) {
  const { lang, t } = useText();
  const form = useZodForm(forgotPasswordSchema(lang), { mode: 'onSubmit', defaultValues: { email } });
  const [sent, setSent] = useState(false);
  return (
    <Form
      form={form}
      className="form auth-form"
      onValid={async (values) => {
        // The answer is the same whether or not the address has an account, and on a network failure.
        await apiRequest('/users/forgot-password', { lang, json: values }).catch(() => undefined);
        setSent(true);
      }}
    >
      <EmailField autoComplete="email" onEmail={onEmail} />
      <FormStatus kind="success" text={sent ? t('auth.forgotPasswordSent') : null} />
      <SubmitButton
        className="button auth-submit"
        busy={form.formState.isSubmitting}
        busyLabel={t('panel.sendingLink')}
      >
        {t('panel.forgotButton')}
      </SubmitButton>
    </Form>
  );
}
