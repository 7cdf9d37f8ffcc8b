// The Turkish catalogue: the same keys as en.ts (each area's Turkish object is typed by its English one, and
// translate.test.ts compares the whole catalogues).
import { generalTr } from './general';
import { sessionTr } from './session';
import { careersTr } from './careers';
import { applicationsTr } from './applications';
import { inboxTr } from './inbox';
import { adminScreensTr } from './admin-screens';
import { adminJobsTr } from './admin-jobs';
import { adminBoardTr } from './admin-board';
import { adminTablesTr } from './admin-tables';
import { apiTr } from './api';
import { mailTr } from './mail';
import { purchaseTr } from './purchase';
import { billingTr } from './billing';
import { commerceApiTr } from './commerce-api';
import { commerceUiTr } from './commerce-ui';
import { auditTr } from './audit';
import { privacyRequestsTr } from './privacy-requests';
import { secondFactorTr } from './second-factor';
import { cookiesTr } from './cookies';
import { candidatesTr } from './candidates';
import { rolesTr } from './roles';
import { personalDataTr } from './personal-data';
import { leadsTr } from './leads';
import { jobAlertsTr } from './job-alerts';
import type { Catalogue } from './en';

export const tr: Catalogue = {
  ...generalTr,
  ...sessionTr,
  ...careersTr,
  ...applicationsTr,
  ...inboxTr,
  ...adminScreensTr,
  ...adminJobsTr,
  ...adminBoardTr,
  ...adminTablesTr,
  ...apiTr,
  ...mailTr,
  ...purchaseTr,
  ...billingTr,
  ...commerceApiTr,
  ...commerceUiTr,
  ...auditTr,
  ...privacyRequestsTr,
  ...secondFactorTr,
  ...cookiesTr,
  ...candidatesTr,
  ...rolesTr,
  ...personalDataTr,
  ...leadsTr,
  ...jobAlertsTr,
};
