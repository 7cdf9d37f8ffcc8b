// /resetpassword/{token}: checks the emailed link, then lets the owner choose a new password. One static
// page serves every token, so the token comes from the address bar. See docs/site.md (accounts).
import { useEffect, useRef, useState } from 'react';
import { idFromPath, localePath, RECORD_PAGES } from '@crestline/contracts/site-paths';
import { resetPasswordFormSchema } from '@crestline/contracts/users';
import { ApiError, apiRequest } from '../kit/http';
import { withText, useText, type IslandProps } from '../kit/i18n';
import { useResource } from '../kit/use-resource';
import { Form, SubmitButton, useFormSubmit, useZodForm } from '../kit/form';
import { openLoginPanel } from '../kit/login-events';
import { NewPasswordFields } from './NewPasswordFields';
import './auth.css';

class InvalidToken extends Error {}

function ResetPassword(_props: IslandProps) {
  const { lang, t } = useText();
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : idFromPath(window.location.pathname, RECORD_PAGES.resetPassword),
  );
  const lookup = useResource(async (signal) => {
    if (!token) throw new InvalidToken();
    const body = await apiRequest<{ email?: unknown }>(`/users/reset-password/${encodeURIComponent(token)}`, {
      lang,
      signal,
    }).catch((error: unknown) => {
      throw error instanceof ApiError && error.kind === 'http' ? new InvalidToken() : error;
    });
    if (typeof body?.email !== 'string' || !body.email) throw new InvalidToken();
    return { token, email: body.email };
  }, token);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The form (and its focused button) goes away on success: focus moves to the confirmation.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const state = lookup.state;
  if (state.status === 'loading') {
    return (
      <p className="auth-loading" role="status">
        {t('resetPassword.loading')}
      </p>
    );
  }

  const home = localePath(lang, '/');
  return (
    <div className="card auth-card">
      <h1 className="auth-card-title">{t('resetPassword.title')}</h1>
      {state.status === 'error' ? (
        <>
          <p className="form-status error" role="alert">
            {state.error instanceof InvalidToken
              ? t('resetPassword.tokenInvalid')
              : t('resetPassword.genericError')}
          </p>
          <p className="auth-card-links">
            <a href={home}>{t('panel.home')}</a>
          </p>
        </>
      ) : done ? (
        <>
          <p ref={doneRef} className="form-status success" role="status" tabIndex={-1}>
            {t('resetPassword.success')}
          </p>
          <p className="auth-card-links">
            <button type="button" className="button" onClick={() => openLoginPanel()}>
              {t('panel.loginAfterReset')}
            </button>
          </p>
        </>
      ) : (
        <NewPasswordForm token={state.data.token} email={state.data.email} onDone={() => setDone(true)} />
      )}
    </div>
  );
}

/** The new password for the account of the emailed link; a refusal shows the server's text. */
function NewPasswordForm({ token, email, onDone }: { token: string; email: string; onDone: () => void }) {
  const { lang, t } = useText();
  const form = useZodForm(resetPasswordFormSchema(lang), { mode: 'onSubmit' });
  const { outcome, onValid, clear } = useFormSubmit(form, {
    send: ({ password }) =>
      apiRequest(`/users/reset-password/${encodeURIComponent(token)}`, {
        lang,
        method: 'PATCH',
        json: { password, email },
      }),
    success: onDone,
    failure: t('resetPassword.failed'),
  });
  const error = outcome?.kind === 'error' ? outcome.text : null;
  return (
    <Form form={form} onValid={onValid}>
      <p className="auth-intro">{t('panel.resetIntro')}</p>
      <div className="field">
        <label htmlFor="reset-email">{t('panel.email')}</label>
        <input
          id="reset-email"
          type="email"
          value={email}
          readOnly
          autoComplete="username"
          className="auth-readonly"
        />
      </div>
      <NewPasswordFields onInput={clear} />
      <div aria-live="polite">{error && <p className="form-status error">{error}</p>}</div>
      <SubmitButton
        className="button auth-submit"
        busy={form.formState.isSubmitting}
        busyLabel={t('panel.resetting')}
      >
        {t('panel.resetButton')}
      </SubmitButton>
    </Form>
  );
}

export default withText(ResetPassword);
