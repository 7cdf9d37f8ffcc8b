// The login / sign-up / forgot-password side panel (spec §2, §4 Session, §5, §8). It opens on the
// window event "open-login" (footer link, disclaimer page, …), closes with its close button, Escape or a
// click beside it, keeps focus inside while open and gives it back on close.
import '../shared/zod-setup'; // first: before any zod schema is built
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { z } from 'zod';
import type { Locale } from '@crestline/contracts/enums';
import { t } from '@crestline/contracts/messages';
import { forgotPasswordSchema, loginSchema, signUpFormSchema } from '@crestline/contracts/users';
import { postJson, readJson, textField } from './api';
import { logout, storeSession, toSession } from './session';
import { at } from './text';
import './auth.css';

export { logout };

export const OPEN_LOGIN_EVENT = 'open-login';

type Mode = 'login' | 'signup' | 'forgot';
type Field = 'name' | 'email' | 'password' | 'confirmPassword';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
type Notice = { kind: 'error' | 'success'; text: string } | null;

const EMPTY: Values = { name: '', email: '', password: '', confirmPassword: '' };
const FIELDS: Record<Mode, Field[]> = {
  login: ['email', 'password'],
  signup: ['name', 'email', 'password', 'confirmPassword'],
  forgot: ['email'],
};

function schemaFor(mode: Mode, lang: Locale): z.ZodType {
  if (mode === 'login') return loginSchema(lang);
  if (mode === 'signup') return signUpFormSchema(lang);
  return forgotPasswordSchema(lang);
}

/** The first message of each failing field of the current view. */
function validate(
  mode: Mode,
  values: Values,
  lang: Locale,
): { errors: Errors; data: Record<string, string> | null } {
  const input = Object.fromEntries(FIELDS[mode].map((field) => [field, values[field]]));
  const result = schemaFor(mode, lang).safeParse(input);
  if (result.success) return { errors: {}, data: result.data as Record<string, string> };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && FIELDS[mode].includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors, data: null };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes everything outside `keep` inert (unreachable by Tab, click and screen readers); returns the undo. */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (
    let node: HTMLElement = keep;
    node.parentElement && node !== document.body;
    node = node.parentElement
  ) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return () => changed.forEach((el) => (el.inert = false));
}

function isVisible(el: HTMLElement): boolean {
  if (!el.isConnected) return false;
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

interface Props {
  lang: Locale;
  /** Open at once (the panel was mounted in answer to an open-login event). */
  initialOpen?: boolean;
}

export default function LoginPanel({ lang, initialOpen = false }: Props) {
  const ids = useId();
  const [open, setOpen] = useState(initialOpen);
  const [mode, setMode] = useState<Mode>('login');
  const [values, setValues] = useState<Values>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    document.documentElement.setAttribute('data-login-panel', 'ready');
    return () => {
      window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
      document.documentElement.removeAttribute('data-login-panel');
    };
  }, []);

  const close = () => {
    setOpen(false);
    setMode('login');
    setValues(EMPTY);
    setAttempted(false);
    setNotice(null);
  };
  const closeOnEscape = useEffectEvent(close);

  // While open: focus inside, Tab cycles within, Escape closes, the page behind is inert and still.
  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert = inertOutside(root.parentElement ?? root);
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    root.querySelector<HTMLElement>('input')?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeOnEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.style.overflow = overflow;
      undoInert();
      // Back to the control that opened the panel; if it is gone (the login link hides once signed in),
      // to the main content.
      const target = previous && isVisible(previous) ? previous : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, [open]);

  // Each view starts with its first field focused.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input')?.focus();
  }, [mode, open]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setAttempted(false);
    setNotice(null);
    setValues((prev) => ({ ...EMPTY, email: prev.email }));
  };

  const { errors, data } = validate(mode, values, lang);
  const shownErrors: Errors = attempted ? errors : {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    setNotice(null);
    if (!data) {
      const firstInvalid = FIELDS[mode].find((field) => errors[field]);
      if (firstInvalid) document.getElementById(`${ids}-${firstInvalid}`)?.focus();
      return;
    }
    setSending(true);
    try {
      if (mode === 'forgot') {
        // The answer is the same whether or not the address has an account (spec §7).
        try {
          await postJson('/users/forgot-password', lang, { email: data.email });
        } catch {
          // Same message on a network failure: nothing is revealed either way.
        }
        setNotice({ kind: 'success', text: t(lang, 'auth.forgotPasswordSent') });
        return;
      }
      const res =
        mode === 'login'
          ? await postJson('/users/login', lang, { email: data.email, password: data.password })
          : await postJson('/users/register', lang, {
              name: data.name,
              email: data.email,
              password: data.password,
            });
      const body = await readJson(res);
      const session = res.ok ? toSession(body) : null;
      if (!session) {
        setNotice({ kind: 'error', text: textField(body, 'error') ?? t(lang, 'auth.genericError') });
        return;
      }
      storeSession(session);
      close();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      setNotice({ kind: 'error', text: t(lang, 'auth.genericError') });
    } finally {
      setSending(false);
    }
  };

  if (!open || typeof document === 'undefined') return null;

  const titles: Record<Mode, string> = {
    login: at(lang, 'loginTitle'),
    signup: at(lang, 'signupTitle'),
    forgot: at(lang, 'forgotTitle'),
  };
  const intros: Record<Mode, string> = {
    login: at(lang, 'loginIntro'),
    signup: at(lang, 'signupIntro'),
    forgot: at(lang, 'forgotIntro'),
  };
  const submitLabel = sending
    ? at(lang, mode === 'login' ? 'loggingIn' : mode === 'signup' ? 'signingUp' : 'sendingLink')
    : at(lang, mode === 'login' ? 'loginButton' : mode === 'signup' ? 'signupButton' : 'forgotButton');

  const input = (field: Field, label: string, type: string, autoComplete: string, hint?: string) => {
    const id = `${ids}-${field}`;
    const error = shownErrors[field];
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="field" key={`${mode}-${field}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => {
            const value = e.target.value;
            setValues((prev) => ({ ...prev, [field]: value }));
          }}
        />
        {hint && (
          <span id={`${id}-hint`} className="auth-hint">
            {hint}
          </span>
        )}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return createPortal(
    <div className="auth-layer">
      <div className="auth-backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        className="auth-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-intro`}
      >
        <div className="auth-panel-head">
          <h2 id={`${ids}-title`} className="auth-title">
            {titles[mode]}
          </h2>
          <button type="button" className="auth-close" onClick={close} aria-label={t(lang, 'common.close')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p id={`${ids}-intro`} className="auth-intro">
          {intros[mode]}
        </p>
        <form className="form auth-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
          {mode === 'signup' && input('name', at(lang, 'name'), 'text', 'name')}
          {input('email', at(lang, 'email'), 'email', mode === 'forgot' ? 'email' : 'username')}
          {mode !== 'forgot' &&
            input(
              'password',
              at(lang, 'password'),
              'password',
              mode === 'login' ? 'current-password' : 'new-password',
              mode === 'signup' ? at(lang, 'passwordHint') : undefined,
            )}
          {mode === 'signup' &&
            input('confirmPassword', at(lang, 'confirmPassword'), 'password', 'new-password')}
          {mode === 'login' && (
            <p className="auth-forgot">
              <button type="button" className="auth-link" onClick={() => switchMode('forgot')}>
                {at(lang, 'forgotLink')}
              </button>
            </p>
          )}
          <div aria-live="polite" className="auth-notice">
            {notice && <p className={`form-status ${notice.kind}`}>{notice.text}</p>}
          </div>
          <button type="submit" className="button auth-submit" disabled={sending}>
            {submitLabel}
          </button>
        </form>
        <p className="auth-switch">
          {mode === 'login' && (
            <>
              {at(lang, 'noAccount')}{' '}
              <button type="button" className="auth-link" onClick={() => switchMode('signup')}>
                {at(lang, 'signupLink')}
              </button>
            </>
          )}
          {mode === 'signup' && (
            <>
              {at(lang, 'haveAccount')}{' '}
              <button type="button" className="auth-link" onClick={() => switchMode('login')}>
                {at(lang, 'loginLink')}
              </button>
            </>
          )}
          {mode === 'forgot' && (
            <button type="button" className="auth-link" onClick={() => switchMode('login')}>
              ← {at(lang, 'backToLogin')}
            </button>
          )}
        </p>
      </div>
    </div>,
    document.body,
  );
}
