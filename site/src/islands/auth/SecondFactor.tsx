// /two-factor: a signed-in account sets up its second factor (TOTP). It sees whether it is on; if not, it
// asks for a new key (a QR code to scan, and the same key to type by hand), confirms it with a code from
// the app and is shown its ten recovery codes, once. An admin under ADMIN_MFA=required is sent here at
// sign-in and sees no admin data until done (docs/product.md, back office).
import { useState } from 'react';
import {
  secondFactorCodeSchema,
  type SecondFactorEnabled,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from '@crestline/contracts/users';
import { sitePath } from '@crestline/contracts/site-paths';
import { apiRequest, failureText } from '../kit/http';
import { withText, useText, type IslandProps } from '../kit/i18n';
import {
  Form,
  FormOutcome,
  FormStatus,
  SubmitButton,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../kit/form';
import { readUser, storeSession } from '../kit/session';
import { SignedInOnly } from '../kit/SignedInOnly';
import { Loading, LoadFailed } from '../kit/LoadStates';
import { useResource } from '../kit/use-resource';
import './auth.css';

function SecondFactor(_props: IslandProps) {
  return <SignedInOnly>{(isAdmin) => <SecondFactorScreen isAdmin={isAdmin} />}</SignedInOnly>;
}

function SecondFactorScreen({ isAdmin }: { isAdmin: boolean }) {
  const { lang, t } = useText();
  const status = useResource((signal) =>
    apiRequest<SecondFactorStatus>('/users/second-factor', { lang, auth: true, signal }),
  );
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  if (codes) return <RecoveryCodes codes={codes} isAdmin={isAdmin} />;
  if (status.state.status === 'loading') return <Loading />;
  if (status.state.status === 'error') {
    return <LoadFailed>{failureText(status.state.error, lang)}</LoadFailed>;
  }
  const { enabled, recoveryCodesLeft, required } = status.state.data;

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      setSetup(
        await apiRequest<SecondFactorSetup>('/users/second-factor/setup', {
          lang,
          method: 'POST',
          auth: true,
        }),
      );
    } catch (error) {
      setStartError(failureText(error, lang));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="card auth-card">
      <p className="auth-intro">{t('secondFactor.intro')}</p>
      {required && (
        <p className="auth-notice" role="alert">
          {t('secondFactor.requiredNotice')}
        </p>
      )}
      {enabled ? (
        <>
          <p className="form-status success">{t('secondFactor.on')}</p>
          <p>{t('secondFactor.codesLeft', { count: recoveryCodesLeft })}</p>
        </>
      ) : setup ? (
        <Enrol setup={setup} onEnabled={setCodes} />
      ) : (
        <>
          <FormStatus kind="error" text={startError} />
          <button type="button" className="button auth-submit" onClick={start} disabled={starting}>
            {t(starting ? 'secondFactor.starting' : 'secondFactor.start')}
          </button>
        </>
      )}
    </div>
  );
}

/** The new key as a QR code and as text, and the form that confirms it with a code from the app. */
function Enrol({ setup, onEnabled }: { setup: SecondFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { lang, t } = useText();
  const form = useZodForm(secondFactorCodeSchema(lang), { mode: 'onSubmit', defaultValues: { code: '' } });
  const { outcome, onValid, clear } = useFormSubmit(form, {
    send: ({ code }) =>
      apiRequest<SecondFactorEnabled>('/users/second-factor/enable', {
        lang,
        method: 'POST',
        auth: true,
        json: { code },
      }),
    success: ({ recoveryCodes }) => {
      const user = readUser();
      if (user) storeSession({ ...user, secondFactor: true, mustEnrol: false });
      onEnabled(recoveryCodes);
    },
    failure: t('secondFactor.failed'),
  });
  // The key in groups of four, as authenticator apps show it; spaces are ignored when typed.
  const grouped = setup.key.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <div className="second-factor-setup">
      <p>{t('secondFactor.scan')}</p>
      <img
        className="second-factor-qr"
        src={setup.qr}
        alt={t('secondFactor.qrAlt')}
        width={200}
        height={200}
      />
      <p>{t('secondFactor.manual')}</p>
      <p>
        <code className="second-factor-key" data-key={setup.key}>
          {grouped}
        </code>
      </p>
      <Form form={form} onValid={onValid}>
        <TextField
          name="code"
          label={t('secondFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          onInput={clear}
        />
        <FormOutcome outcome={outcome} />
        <SubmitButton
          className="button auth-submit"
          busy={form.formState.isSubmitting}
          busyLabel={t('secondFactor.confirming')}
        >
          {t('secondFactor.confirm')}
        </SubmitButton>
      </Form>
    </div>
  );
}

/** The ten recovery codes, shown this once, and the way on. */
function RecoveryCodes({ codes, isAdmin }: { codes: string[]; isAdmin: boolean }) {
  const { lang, t } = useText();
  return (
    <div className="card auth-card" role="status">
      <p className="form-status success">{t('secondFactor.on')}</p>
      <h2>{t('secondFactor.recoveryTitle')}</h2>
      <p>{t('secondFactor.recoveryIntro')}</p>
      <ul className="second-factor-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <a className="button" href={sitePath(lang, isAdmin ? '/admin' : '/')}>
        {t(isAdmin ? 'secondFactor.continue' : 'panel.home')}
      </a>
    </div>
  );
}

export default withText(SecondFactor);
