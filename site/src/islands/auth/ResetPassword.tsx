// /resetpassword/{token}: checks the emailed link, then lets the owner choose a new password (spec §2,
// §4, §5, §8). One static page serves every token, so the token comes from the address bar.
import '../shared/zod-setup'; // first: before any zod schema is built
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@crestline/contracts/enums';
import { t } from '@crestline/contracts/messages';
import { firstResetPasswordError } from '@crestline/contracts/users';
import { getJson, postJson, readJson, textField } from './api';
import { at } from './text';
import './auth.css';

interface Props {
  lang: Locale;
}

type State =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; token: string; email: string }
  | { status: 'done' };

/** The token in /resetpassword/{token} (with or without /tr and a trailing slash). */
export function tokenFromPath(pathname: string): string | null {
  const raw = /^(?:\/tr)?\/resetpassword\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export default function ResetPassword({ lang }: Props) {
  const ids = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let alive = true;
    const token = tokenFromPath(window.location.pathname);
    (async () => {
      if (!token) {
        if (alive) setState({ status: 'invalid', message: t(lang, 'resetPassword.tokenInvalid') });
        return;
      }
      try {
        const res = await getJson(`/users/reset-password/${encodeURIComponent(token)}`, lang);
        const email = res.ok ? textField(await readJson(res), 'email') : null;
        if (!alive) return;
        setState(
          email
            ? { status: 'ready', token, email }
            : { status: 'invalid', message: t(lang, 'resetPassword.tokenInvalid') },
        );
      } catch {
        if (alive) setState({ status: 'invalid', message: t(lang, 'resetPassword.genericError') });
      }
    })();
    return () => {
      alive = false;
    };
  }, [lang]);

  // The form (and its focused button) goes away on success: focus moves to the confirmation.
  useEffect(() => {
    if (state.status === 'done') done.current?.focus();
  }, [state.status]);

  const validation = firstResetPasswordError({ password, confirmPassword }, lang);
  const message = serverError ?? (attempted ? validation : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status !== 'ready' || sending) return;
    setAttempted(true);
    setServerError(null);
    if (validation) {
      document.getElementById(`${ids}-password`)?.focus();
      return;
    }
    setSending(true);
    try {
      const res = await postJson(
        `/users/reset-password/${encodeURIComponent(state.token)}`,
        lang,
        { password, email: state.email },
        'PATCH',
      );
      if (res.ok) {
        setState({ status: 'done' });
        return;
      }
      const body = await readJson(res);
      setServerError(
        textField(body, 'message') ?? textField(body, 'error') ?? t(lang, 'resetPassword.failed'),
      );
    } catch {
      setServerError(t(lang, 'resetPassword.failed'));
    } finally {
      setSending(false);
    }
  };

  if (state.status === 'loading') {
    return (
      <p className="auth-loading" role="status">
        {t(lang, 'resetPassword.loading')}
      </p>
    );
  }

  const home = lang === 'tr' ? '/tr/' : '/';
  return (
    <div className="card auth-card">
      <h1 className="auth-card-title">{t(lang, 'resetPassword.title')}</h1>
      {state.status === 'invalid' && (
        <>
          <p className="form-status error" role="alert">
            {state.message}
          </p>
          <p className="auth-card-links">
            <a href={home}>{at(lang, 'home')}</a>
          </p>
        </>
      )}
      {state.status === 'done' && (
        <>
          <p ref={done} className="form-status success" role="status" tabIndex={-1}>
            {t(lang, 'resetPassword.success')}
          </p>
          <p className="auth-card-links">
            <button
              type="button"
              className="button"
              onClick={() => window.dispatchEvent(new CustomEvent('open-login'))}
            >
              {at(lang, 'loginAfterReset')}
            </button>
          </p>
        </>
      )}
      {state.status === 'ready' && (
        <form className="form" noValidate onSubmit={onSubmit} aria-busy={sending}>
          <p className="auth-intro">{at(lang, 'resetIntro')}</p>
          <div className="field">
            <label htmlFor={`${ids}-email`}>{at(lang, 'email')}</label>
            <input
              id={`${ids}-email`}
              type="email"
              name="email"
              value={state.email}
              readOnly
              autoComplete="username"
              className="auth-readonly"
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-password`}>{at(lang, 'newPassword')}</label>
            <input
              id={`${ids}-password`}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              aria-invalid={message && !serverError ? true : undefined}
              aria-describedby={`${ids}-hint${message ? ` ${ids}-message` : ''}`}
              onChange={(e) => {
                setPassword(e.target.value);
                setServerError(null);
              }}
            />
            <span id={`${ids}-hint`} className="auth-hint">
              {at(lang, 'passwordHint')}
            </span>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-confirm`}>{at(lang, 'confirmNewPassword')}</label>
            <input
              id={`${ids}-confirm`}
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={confirmPassword}
              aria-invalid={message && !serverError ? true : undefined}
              aria-describedby={message ? `${ids}-message` : undefined}
              onChange={(e) => {
                setConfirmPassword(e.target.value);
                setServerError(null);
              }}
            />
          </div>
          <div aria-live="polite">
            {message && (
              <p id={`${ids}-message`} className="form-status error">
                {message}
              </p>
            )}
          </div>
          <button type="submit" className="button auth-submit" disabled={sending}>
            {sending ? at(lang, 'resetting') : at(lang, 'resetButton')}
          </button>
        </form>
      )}
    </div>
  );
}
