// The login / sign-up / forgot-password side panel. It opens on the "open-login" window event (footer
// link, /login, the disclaimer page, …), closes with its close button, Escape or a click beside it
// (the kit's Modal), and after a successful login, when the page scrolls to the top.
import { useEffect, useState } from 'react';
import { withText, useText, type IslandProps } from '../kit/i18n';
import { Modal } from '../kit/Modal';
import { OPEN_LOGIN_EVENT } from '../kit/login-events';
import { storeSession } from '../kit/session';
import { sitePath } from '@crestline/contracts/site-paths';
import { ForgotForm, LoginForm, SignupForm } from './LoginForms';
import './auth.css';

type Mode = 'login' | 'signup' | 'forgot';

interface Props extends IslandProps {
  /** Open at once (the panel was mounted in answer to an open-login event). */
  initialOpen?: boolean;
}

function LoginPanel({ initialOpen = false }: Props) {
  const { lang, t } = useText();
  const [open, setOpen] = useState(initialOpen);
  // A mail's "reset your password" link opens /login#forgot: the panel starts on that view.
  const [mode, setMode] = useState<Mode>(() =>
    typeof window !== 'undefined' && window.location.hash === '#forgot' ? 'forgot' : 'login',
  );
  const [email, setEmail] = useState('');

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
  };
  const signedIn = (user: Parameters<typeof storeSession>[0]) => {
    storeSession(user);
    // An admin who must set up a second factor first (ADMIN_MFA=required) goes straight to it.
    if (user.mustEnrol) {
      window.location.assign(sitePath(lang, '/two-factor'));
      return;
    }
    close();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const titles = {
    login: 'panel.loginTitle',
    signup: 'panel.signupTitle',
    forgot: 'panel.forgotTitle',
  } as const;
  const intros = {
    login: 'panel.loginIntro',
    signup: 'panel.signupIntro',
    forgot: 'panel.forgotIntro',
  } as const;
  const forms = { email, onEmail: setEmail, onSignedIn: signedIn };

  return (
    <Modal open={open} onClose={close} variant="side" title={t(titles[mode])} description={t(intros[mode])}>
      {/* A new key per view: each view starts with its own fields and its first field focused. */}
      <div key={mode} className="auth-view">
        {mode === 'login' && <LoginForm {...forms} onForgot={() => setMode('forgot')} />}
        {mode === 'signup' && <SignupForm {...forms} />}
        {mode === 'forgot' && <ForgotForm email={email} onEmail={setEmail} />}
        <AutoFocusFirstField />
      </div>
      <p className="auth-switch">
        {mode === 'login' && (
          <>
            {t('panel.noAccount')}{' '}
            <button type="button" className="auth-link" onClick={() => setMode('signup')}>
              {t('panel.signupLink')}
            </button>
          </>
        )}
        {mode === 'signup' && (
          <>
            {t('panel.haveAccount')}{' '}
            <button type="button" className="auth-link" onClick={() => setMode('login')}>
              {t('panel.loginLink')}
            </button>
          </>
        )}
        {mode === 'forgot' && (
          <button type="button" className="auth-link" onClick={() => setMode('login')}>
            ← {t('panel.backToLogin')}
          </button>
        )}
      </p>
    </Modal>
  );
}

/** Focuses the first input of the view it sits in, when the view appears. */
function AutoFocusFirstField() {
  const [el, setEl] = useState<HTMLSpanElement | null>(null);
  useEffect(() => {
    el?.parentElement?.querySelector<HTMLInputElement>('input')?.focus();
  }, [el]);
  return <span ref={setEl} hidden />;
}

export default withText(LoginPanel);
