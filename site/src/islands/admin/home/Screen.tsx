// The admin home: unread inquiries, messages and franchise applications, applicants of the last seven
// days by status (each a link to the filtered list), the active jobs and the job alerts' counts
// (confirmed, pending), from GET /admin/summary — each
// tile and link only for the roles that may open what it leads to (docs/authorization.md). Opening it
// brings the stored roles up to date (GET /users/me).
import { APPLICANT_STATUSES } from '@crestline/contracts/enums';
import type { AdminSummary } from '@crestline/contracts/admin';
import { sitePath } from '@crestline/contracts/site-paths';
import { useEffect } from 'react';
import { mayOpenScreen, type AdminRole } from '@crestline/contracts/roles-core';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { refreshRoles } from '../../admin-kit/refresh-roles';
import { useSession } from '../../kit/session';
import { apiRequest, failureDetail } from '../../kit/http';
import { useText, valueLabel, withText, type IslandProps } from '../../kit/i18n';
import { useResource } from '../../kit/use-resource';
import { LoadFailed, Loading } from '../../kit/LoadStates';

function HomeScreen({ lang }: IslandProps) {
  useEffect(() => void refreshRoles(lang), [lang]);
  return (
    <AdminOnly>
      <Home />
    </AdminOnly>
  );
}

function Home() {
  const { t, lang } = useText();
  const session = useSession();
  const roles: readonly AdminRole[] = (session.status === 'in' && session.user.roles) || ['owner'];
  const summary = useResource(
    (signal) => apiRequest<AdminSummary>('/admin/summary', { lang, auth: true, signal }),
    lang,
  );
  if (summary.state.status === 'loading') {
    return <Loading />;
  }
  if (summary.state.status === 'error') {
    const e = summary.state.error;
    return <LoadFailed>{t('common.errorWithDetail', { detail: failureDetail(e, lang) })}</LoadFailed>;
  }
  const s = summary.state.data;
  const may = (path: string) => mayOpenScreen(roles, path);
  const waiting = [
    ['/inquiries', t('admin.home.unreadInquiries', { count: s.unread.inquiries })],
    ['/messages', t('admin.home.unreadMessages', { count: s.unread.messages })],
    ['/franchise-applications', t('admin.home.unreadFranchise', { count: s.unread.franchiseApplications })],
  ].filter(([path]) => may(path!));
  const money = [
    ['/payments', t('admin.home.payments')],
    ['/subscription', t('admin.home.subscriptions')],
    ['/customers', t('admin.home.customers')],
  ].filter(([path]) => may(path!));
  const owner = [
    ['/admins', t('admin.home.admins')],
    ['/audit', t('admin.home.audit')],
    ['/privacy-requests', t('admin.home.privacy')],
  ].filter(([path]) => may(path!));
  const links = (items: string[][]) => (
    <ul>
      {items.map(([path, label]) => (
        <li key={path}>
          <a href={sitePath(lang, path!)}>{label}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="admin-cards">
      <p className="admin-home-roles">
        {t('admin.home.yourRoles', { roles: roles.map((r) => t(`admin.role.${r}`)).join(', ') })}
      </p>
      {waiting.length > 0 && (
        <section className="admin-card" aria-labelledby="admin-waiting">
          <h2 id="admin-waiting">{t('admin.home.waiting')}</h2>
          {links(waiting)}
        </section>
      )}
      {money.length > 0 && (
        <section className="admin-card" aria-labelledby="admin-money">
          <h2 id="admin-money">{t('admin.home.money')}</h2>
          {links(money)}
        </section>
      )}
      {owner.length > 0 && (
        <section className="admin-card" aria-labelledby="admin-owner">
          <h2 id="admin-owner">{t('admin.home.owner')}</h2>
          {links(owner)}
        </section>
      )}
      {may('/applicants') && (
        <section className="admin-card" aria-labelledby="admin-week">
          <h2 id="admin-week">{t('admin.home.applicantsWeek')}</h2>
          <p>{t('admin.home.applicantsTotal', { count: s.applicantsThisWeek.total })}</p>
          <ul>
            {APPLICANT_STATUSES.map((status) => (
              <li key={status}>
                <a href={`${sitePath(lang, '/applicants')}?status=${status}`}>
                  {t('admin.applicants.optionCount', {
                    label: valueLabel(t, status),
                    count: s.applicantsThisWeek.byStatus[status] ?? 0,
                  })}
                </a>
              </li>
            ))}
          </ul>
          <a href={sitePath(lang, '/applicants')}>{t('admin.home.allApplicants')}</a>
        </section>
      )}
      {may('/adminjobspage') && (
        <section className="admin-card" aria-labelledby="admin-jobs">
          <h2 id="admin-jobs">{t('admin.home.jobs')}</h2>
          <p>{t('admin.home.activeJobs', { count: s.activeJobs })}</p>
          {s.jobAlerts && (
            <p>
              {t('admin.home.jobAlerts', {
                confirmed: s.jobAlerts.confirmed,
                pending: s.jobAlerts.pending,
              })}
            </p>
          )}
          <a href={sitePath(lang, '/adminjobspage')}>{t('admin.home.manageJobs')}</a>
        </section>
      )}
    </div>
  );
}

export default withText(HomeScreen);
