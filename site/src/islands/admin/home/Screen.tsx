// The admin home: unread inquiries, messages and franchise applications, applicants of the last seven
// days by status (each a link to the filtered list) and the active jobs, from GET /admin/summary.
import { APPLICANT_STATUSES } from '@crestline/contracts/enums';
import type { AdminSummary } from '@crestline/contracts/admin';
import { sitePath } from '@crestline/contracts/site-paths';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { apiRequest, failureDetail } from '../../kit/http';
import { useText, valueLabel, withText, type IslandProps } from '../../kit/i18n';
import { useResource } from '../../kit/use-resource';
import { LoadFailed, Loading } from '../../kit/LoadStates';

function HomeScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <Home />
    </AdminOnly>
  );
}

function Home() {
  const { t, lang } = useText();
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
  return (
    <div className="admin-cards">
      <section className="admin-card" aria-labelledby="admin-waiting">
        <h2 id="admin-waiting">{t('admin.home.waiting')}</h2>
        <ul>
          <li>
            <a href={sitePath(lang, '/inquiries')}>
              {t('admin.home.unreadInquiries', { count: s.unread.inquiries })}
            </a>
          </li>
          <li>
            <a href={sitePath(lang, '/messages')}>
              {t('admin.home.unreadMessages', { count: s.unread.messages })}
            </a>
          </li>
          <li>
            <a href={sitePath(lang, '/franchise-applications')}>
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
      <section className="admin-card" aria-labelledby="admin-jobs">
        <h2 id="admin-jobs">{t('admin.home.jobs')}</h2>
        <p>{t('admin.home.activeJobs', { count: s.activeJobs })}</p>
        <a href={sitePath(lang, '/adminjobspage')}>{t('admin.home.manageJobs')}</a>
      </section>
    </div>
  );
}

export default withText(HomeScreen);
