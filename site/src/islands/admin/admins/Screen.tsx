// /admins: the admin accounts (name, email, second factor on/off, last sign-in); invite an admin by email;
// remove an admin's rights or reset their second factor after a confirmation. The API refuses removing the
// last admin and resetting your own second factor, and records every change in the audit trail.
import { useMemo, useState } from 'react';
import type { Locale } from '@crestline/contracts/enums';
import { adminInviteSchema, adminListResponseSchema, type AdminAccount } from '@crestline/contracts/users';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { DataTable, columnHelper } from '../../kit/DataTable';
import { formatDate } from '../../kit/format';
import { apiRequest, failureDetail } from '../../kit/http';
import { useText, withText, type IslandProps, type Translate } from '../../kit/i18n';
import { Modal } from '../../kit/Modal';
import { Notice, useNotice } from '../../kit/Notice';
import { readUser } from '../../kit/session';
import { useResource } from '../../kit/use-resource';
import { Form, FormOutcome, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../kit/form';

type Pending = { kind: 'remove' | 'reset'; admin: AdminAccount } | null;

function columns(t: Translate, lang: Locale, me: string | undefined, ask: (p: Pending) => void) {
  const col = columnHelper<AdminAccount>();
  return [
    col.accessor('name', {
      header: t('admins.col.name'),
      cell: (info) => `${info.getValue()}${info.row.original.id === me ? ` ${t('admins.you')}` : ''}`,
    }),
    col.accessor('email', { header: t('admins.col.email') }),
    col.accessor((a) => t(a.secondFactor ? 'admins.on' : 'admins.off'), {
      id: 'secondFactor',
      header: t('admins.col.secondFactor'),
    }),
    col.accessor('lastSignInAt', {
      header: t('admins.col.lastSignIn'),
      cell: (info) => {
        const at = info.getValue();
        return at ? <time dateTime={at}>{formatDate(lang, at, { time: true })}</time> : t('admins.never');
      },
    }),
    col.display({
      id: 'actions',
      header: t('admins.col.actions'),
      cell: (info) => {
        const admin = info.row.original;
        return (
          <span className="admins-actions">
            {admin.id !== me && admin.secondFactor && (
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => ask({ kind: 'reset', admin })}
                aria-label={`${t('admins.reset')}: ${admin.email}`}
              >
                {t('admins.reset')}
              </button>
            )}
            <button
              type="button"
              className="button button-outline button-small"
              onClick={() => ask({ kind: 'remove', admin })}
              aria-label={`${t('admins.remove')}: ${admin.email}`}
            >
              {t('admins.remove')}
            </button>
          </span>
        );
      },
    }),
  ];
}

function AdminsScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <Admins />
    </AdminOnly>
  );
}

function Admins() {
  const { t, lang } = useText();
  const notice = useNotice();
  const me = readUser()?.id;
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const admins = useResource((signal) =>
    apiRequest('/admins', { lang, auth: true, signal, answer: adminListResponseSchema }),
  );
  const cols = useMemo(() => columns(t, lang, me, setPending), [t, lang, me]);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const path = `/admins/${pending.admin.id}${pending.kind === 'reset' ? '/second-factor' : ''}`;
      const answer = await apiRequest(path, {
        lang,
        auth: true,
        method: 'DELETE',
        answer: adminListResponseSchema,
      });
      admins.update(() => answer);
      notice.success(t('admins.done'));
    } catch (error) {
      notice.error(t('admins.failed', { detail: failureDetail(error, lang) }));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <div className="admins-screen">
      <p>{t('admins.intro')}</p>
      <Notice notice={notice.notice} onClose={notice.clear} />
      <DataTable
        caption={t('admin.title.admins')}
        columns={cols}
        data={admins.state.status === 'ready' ? admins.state.data.admins : []}
        getRowId={(a) => a.id}
        loading={admins.state.status === 'loading'}
        error={
          admins.state.status === 'error'
            ? t('admins.fetchError', { detail: failureDetail(admins.state.error, lang) })
            : null
        }
        emptyText={t('admins.none')}
      />
      <Invite />
      <Modal
        open={pending !== null}
        onClose={() => (busy ? undefined : setPending(null))}
        title={pending ? t(pending.kind === 'reset' ? 'admins.reset' : 'admins.remove') : ''}
        footer={
          <>
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => setPending(null)}
            >
              {t('admins.cancel')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
              {t('admins.confirm')}
            </button>
          </>
        }
      >
        <p>
          {pending &&
            t(pending.kind === 'reset' ? 'admins.confirmReset' : 'admins.confirmRemove', {
              email: pending.admin.email,
            })}
        </p>
      </Modal>
    </div>
  );
}

function Invite() {
  const { t, lang } = useText();
  const form = useZodForm(adminInviteSchema(lang), { mode: 'onSubmit', defaultValues: { email: '' } });
  const { outcome, onValid, clear } = useFormSubmit(form, {
    send: (values) =>
      apiRequest<{ message: string }>('/admins/invitations', {
        lang,
        auth: true,
        method: 'POST',
        json: values,
      }),
    success: (answer) => answer.message,
    reset: { email: '' },
    failure: t('admins.inviteFailed'),
  });
  return (
    <section className="card admins-invite" aria-labelledby="admins-invite-title">
      <h2 id="admins-invite-title">{t('admins.inviteTitle')}</h2>
      <Form form={form} onValid={onValid}>
        <TextField
          name="email"
          type="email"
          label={t('admins.inviteEmail')}
          autoComplete="off"
          required
          onInput={clear}
        />
        <FormOutcome outcome={outcome} />
        <SubmitButton className="button" busy={form.formState.isSubmitting} busyLabel={t('admins.inviting')}>
          {t('admins.invite')}
        </SubmitButton>
      </Form>
    </section>
  );
}

export default withText(AdminsScreen);
