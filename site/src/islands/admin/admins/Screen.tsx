// /admins (owner only): the admin accounts (name, email, roles, second factor on/off, last sign-in);
// invite an admin by email with their roles; change an admin's roles; remove an admin's rights or reset
// their second factor after a confirmation. The API refuses demoting or removing the last owner and
// resetting your own second factor, and records every change in the audit trail.
import { useId, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ADMIN_ROLES, type AdminRole } from '@crestline/contracts/roles-core';
import type { Locale } from '@crestline/contracts/enums';
import { adminInviteSchema, adminListResponseSchema, type AdminAccount } from '@crestline/contracts/users';
import { adminRolesBodySchema } from '@crestline/contracts/roles';

type AdminList = { admins: AdminAccount[] };
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

type Pending = { kind: 'remove' | 'reset' | 'roles'; admin: AdminAccount } | null;

/** The role checkboxes of a form (react-hook-form gives the checked values as an array). */
function RoleChoices({ name }: { name: string }) {
  const { t } = useText();
  const id = useId();
  const { register, formState } = useFormContext();
  const error = formState.errors[name]?.message;
  return (
    <fieldset className="field choices admins-roles" aria-describedby={error ? `${id}-error` : `${id}-intro`}>
      <legend>{t('admins.rolesLegend')}</legend>
      <p id={`${id}-intro`} className="field-hint">
        {t('admins.rolesIntro')}
      </p>
      <div className="choice-options">
        {ADMIN_ROLES.map((role) => (
          <label key={role} className="choice-option">
            <input type="checkbox" value={role} {...register(name)} />
            <span>
              <strong>{t(`admin.role.${role}`)}</strong> — {t(`admin.role.${role}.hint`)}
            </span>
          </label>
        ))}
      </div>
      {typeof error === 'string' && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const roleNames = (t: Translate, roles: readonly AdminRole[]) =>
  roles.map((r) => t(`admin.role.${r}`)).join(', ');

function columns(t: Translate, lang: Locale, me: string | undefined, ask: (p: Pending) => void) {
  const col = columnHelper<AdminAccount>();
  return [
    col.accessor('name', {
      header: t('admins.col.name'),
      cell: (info) => `${info.getValue()}${info.row.original.id === me ? ` ${t('admins.you')}` : ''}`,
    }),
    col.accessor('email', { header: t('admins.col.email') }),
    col.accessor((a) => roleNames(t, a.roles), { id: 'roles', header: t('admins.col.roles') }),
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
            <button
              type="button"
              className="button button-outline button-small"
              onClick={() => ask({ kind: 'roles', admin })}
              aria-label={`${t('admins.changeRoles')}: ${admin.email}`}
            >
              {t('admins.changeRoles')}
            </button>
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
      {pending?.kind === 'roles' && (
        <RolesDialog
          admin={pending.admin}
          onClose={() => setPending(null)}
          onSaved={(answer) => {
            admins.update(() => answer);
            notice.success(t('admins.done'));
            setPending(null);
          }}
        />
      )}
      <Modal
        open={pending !== null && pending.kind !== 'roles'}
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

/** Changes an admin's roles (PATCH /admins/:id); the API's refusal (the last owner) shows in the dialog. */
function RolesDialog({
  admin,
  onClose,
  onSaved,
}: {
  admin: AdminAccount;
  onClose: () => void;
  onSaved: (answer: AdminList) => void;
}) {
  const { t, lang } = useText();
  const form = useZodForm(adminRolesBodySchema(lang), {
    mode: 'onSubmit',
    defaultValues: { roles: [...admin.roles] },
  });
  const { outcome, onValid } = useFormSubmit(form, {
    send: (values) =>
      apiRequest(`/admins/${admin.id}`, {
        lang,
        auth: true,
        method: 'PATCH',
        json: values,
        answer: adminListResponseSchema,
      }),
    success: (answer) => {
      onSaved(answer);
      return t('admins.done');
    },
    failure: (error) => t('admins.failed', { detail: failureDetail(error, lang) }),
  });
  return (
    <Modal open onClose={onClose} title={t('admins.rolesOf', { email: admin.email })}>
      <Form form={form} onValid={onValid}>
        <RoleChoices name="roles" />
        <FormOutcome outcome={outcome} />
        <SubmitButton className="button" busy={form.formState.isSubmitting} busyLabel={t('admins.saving')}>
          {t('admins.saveRoles')}
        </SubmitButton>
      </Form>
    </Modal>
  );
}

function Invite() {
  const { t, lang } = useText();
  const form = useZodForm(adminInviteSchema(lang), {
    mode: 'onSubmit',
    defaultValues: { email: '', roles: [] },
  });
  const { outcome, onValid, clear } = useFormSubmit(form, {
    send: (values) =>
      apiRequest<{ message: string }>('/admins/invitations', {
        lang,
        auth: true,
        method: 'POST',
        json: values,
      }),
    success: (answer) => answer.message,
    reset: { email: '', roles: [] },
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
        <RoleChoices name="roles" />
        <FormOutcome outcome={outcome} />
        <SubmitButton className="button" busy={form.formState.isSubmitting} busyLabel={t('admins.inviting')}>
          {t('admins.invite')}
        </SubmitButton>
      </Form>
    </section>
  );
}

export default withText(AdminsScreen);
