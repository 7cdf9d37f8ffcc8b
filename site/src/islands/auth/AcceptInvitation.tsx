// /admin-invitation?token=…: the page an admin invitation's mail opens. It shows the invited address,
// asks for a name and a password (twice), accepts the invitation and keeps the session it answers; the
// new admin then goes to /two-factor to set up the second factor.
import { acceptInvitationFormSchema, type StoredUser } from '@crestline/contracts/users';
import { sitePath } from '@crestline/contracts/site-paths';
import { apiRequest, failureText } from '../kit/http';
import { withText, useText, type IslandProps } from '../kit/i18n';
import { Form, FormOutcome, SubmitButton, TextField, useFormSubmit, useZodForm } from '../kit/form';
import { LoadFailed, Loading } from '../kit/LoadStates';
import { storeSession } from '../kit/session';
import { useResource } from '../kit/use-resource';
import { NewPasswordFields } from './NewPasswordFields';
import './auth.css';

const tokenOfPage = () =>
  typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? '');

function AcceptInvitation(_props: IslandProps) {
  const { lang } = useText();
  const token = tokenOfPage();
  const invitation = useResource((signal) =>
    apiRequest<{ email: string }>(`/admins/invitations/${encodeURIComponent(token)}`, { lang, signal }),
  );
  if (invitation.state.status === 'loading') return <Loading />;
  if (invitation.state.status === 'error') {
    return <LoadFailed>{failureText(invitation.state.error, lang)}</LoadFailed>;
  }
  return <AcceptForm token={token} email={invitation.state.data.email} />;
}

function AcceptForm({ token, email }: { token: string; email: string }) {
  const { lang, t } = useText();
  const form = useZodForm(acceptInvitationFormSchema(lang), {
    mode: 'onSubmit',
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const { outcome, onValid } = useFormSubmit(form, {
    send: ({ name, password }) =>
      apiRequest<StoredUser>(`/admins/invitations/${encodeURIComponent(token)}`, {
        lang,
        method: 'POST',
        json: { name, password },
      }),
    success: (session) => {
      storeSession(session);
      // A new admin sets up the second factor next (required or not, it is offered first).
      window.location.assign(sitePath(lang, '/two-factor'));
    },
    failure: t('admins.acceptFailed'),
  });
  return (
    <div className="card auth-card">
      <p className="auth-intro">{t('admins.acceptIntro', { email })}</p>
      <Form form={form} onValid={onValid}>
        <TextField name="name" label={t('panel.name')} autoComplete="name" required />
        <NewPasswordFields first />
        <FormOutcome outcome={outcome} />
        <SubmitButton
          className="button auth-submit"
          busy={form.formState.isSubmitting}
          busyLabel={t('admins.accepting')}
        >
          {t('admins.accept')}
        </SubmitButton>
      </Form>
    </div>
  );
}

export default withText(AcceptInvitation);
