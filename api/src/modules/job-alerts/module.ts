// The job-alerts module assembled: the careers board's subscribe post, the mailed confirmation and
// unsubscribe links (plain GETs answering with the careers page, which says what happened; the unsubscribe
// link also takes mail clients' one-click POST) and the digest's worker. The admins' counts are on the
// dashboard's summary (jobAlertsPersonalData(db).counts).
import {
  jobAlertSubscribeSchema,
  jobAlertTokenQuerySchema,
  t,
  type JobAlertOutcome,
  type Locale,
} from '@crestline/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { sitePath } from '../../lib/site-paths';
import { leadIntake } from '../leads';
import { jobAlerts } from './service';

export function jobAlertsModule(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'jwtSecret' | 'jobAlertDelaySeconds' | 'leadMinFillMs'>;
}) {
  const { config } = deps;
  const alerts = jobAlerts({
    db: deps.db,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    delaySeconds: config.jobAlertDelaySeconds,
  });
  const careersPage = (locale: Locale | undefined, outcome: JobAlertOutcome) =>
    `${config.publicUrl}${sitePath(locale ?? 'en', '/career')}?alert=${outcome}#job-alert`;
  /** A mailed link: a plain GET acting on its token, answered with the careers page saying what happened. */
  const mailedLink = (
    path: string,
    act: (token: string | undefined) => Promise<Locale | undefined>,
    outcome: JobAlertOutcome,
  ) =>
    route({
      method: 'get',
      path,
      access: 'public',
      validate: { query: jobAlertTokenQuerySchema },
      handle: async ({ query, res }) => {
        const locale = await act(query.token);
        res.redirect(303, careersPage(locale, locale ? outcome : 'invalid'));
      },
    });
  return {
    alerts,
    routes: [
      route({
        method: 'post',
        path: '/job-alerts',
        access: 'public',
        limit: 'publicPost',
        retrySafe: true,
        validate: { body: jobAlertSubscribeSchema },
        status: 202,
        handle: async ({ body, locale, req }) => {
          await alerts.subscribe(body, leadIntake(req, locale, config.leadMinFillMs));
          return { message: t(locale, 'jobAlerts.accepted') };
        },
      }),
      mailedLink('/job-alerts/confirm', alerts.confirm, 'confirmed'),
      mailedLink('/job-alerts/unsubscribe', alerts.unsubscribe, 'unsubscribed'),
      route({
        method: 'post',
        path: '/job-alerts/unsubscribe',
        access: 'public',
        validate: { query: jobAlertTokenQuerySchema },
        // RFC 8058's one-click POST (List-Unsubscribe=One-Click in its body, which is not needed).
        handle: async ({ query }) => {
          if (!(await alerts.unsubscribe(query.token))) throw notFound('jobAlerts.outcome.invalid');
          return { unsubscribed: true };
        },
      }),
    ],
    workers: alerts.workers(),
  };
}

export type JobAlertsModule = ReturnType<typeof jobAlertsModule>;
