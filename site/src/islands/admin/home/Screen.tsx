// The admin home: unread inquiries, messages and franchise applications, applicants of the last seven
// days by status (each a link to the filtered list) and the active jobs, from GET /admin/summary.
import { APPLICANT_STATUSES } from '@crestline/contracts/enums';
import type { AdminSummary } from '@crestline/contracts/admin';
import { AdminOnly } from '../../shared/AdminOnly';
import { apiRequest, failureDetail } from '../../shared/http';
import { useText, valueLabel, withText, type IslandProps } from '../../shared/i18n';
import { useResource } from '../../shared/use-resource';

function HomeScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <Home />
    </AdminOnly>
  );
}

function Home() {
  const { t, lang } = useText();
  const prefix = lang === 'tr' ? '/tr' : '';
  const summary = useResource(
    (signal) => apiRequest<AdminSummary>('/admin/summary', { lang, auth: true, signal }),
    lang,
  );
  if (summary.state.status === 'loading') {
    return (
      <p className="data-table-state" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (summary.state.status === 'error') {
    const e = summary.state.error;
    return (
      <p className="form-status error" role="alert">
        {t('common.errorWithDetail', {
          detail: failureDetail(e, lang),
        })}
      </p>
    );
  }
  const s = summary.state.data;
  return (
    <div className="admin-cards">
      <section className="admin-card" aria-labelledby="admin-waiting">
        <h2 id="admin-waiting">{t('admin.home.waiting')}</h2>
        <ul>
          <li>
            <a href={`${prefix}/inquiries`}>
              {t('admin.home.unreadInquiries', { count: s.unread.inquiries })}
            </a>
          </li>
          <li>
            <a href={`${prefix}/messages`}>{t('admin.home.unreadMessages', { count: s.unread.messages })}</a>
          </li>
          <li>
            <a href={`${prefix}/franchise-applications`}>
              {t('admin.home.unreadFranchise', { count: s.unread.franchiseApplications })}
            </a>
          </li>
        </ul>
      </section>
      <section className="admin-card" aria-labelledby="admin-week">
        <h2 id="admin-week">{t('admin.home.applicantsWeek')}</h2>
        <p>{t('admin.home.applicantsTotal', { count: s.applicantsThisWeek.total })}</p>
        <ul>
          {APPLICANT_STATUSES.map((status) => (
            <li key={status}>
              <a href={`${prefix}/applicants?status=${status}`}>
                {t('admin.applicants.optionCount', {
                  label: valueLabel(t, status),
                  count: s.applicantsThisWeek.byStatus[status] ?? 0,
                })}
              </a>
            </li>
          ))}
        </ul>
        <a href={`${prefix}/applicants`}>{t('admin.home.allApplicants')}</a>
      </section>
      <section className="admin-card" aria-labelledby="admin-jobs">
        <h2 id="admin-jobs">{t('admin.home.jobs')}</h2>
        <p>{t('admin.home.activeJobs', { count: s.activeJobs })}</p>
        <a href={`${prefix}/adminjobspage`}>{t('admin.home.manageJobs')}</a>
      </section>
    </div>
  );
}

export default withText(HomeScreen);
