// The English catalogue: every user-visible validation, error, success, status and island text, one file per area.
// English strings keep the product's documented wording (docs/product.md); keys marked "(ours)" had none.
// Placeholders are written {name}; plural forms are key_one / key_other (i18next, chosen by {count}).
// Keys are flat ("jobs.notFound"); the part before the first dot names the screen or area, and the area's
// file holds both languages.
import { generalEn } from './general';
import { sessionEn } from './session';
import { careersEn } from './careers';
import { applicationsEn } from './applications';
import { inboxEn } from './inbox';
import { adminScreensEn } from './admin-screens';
import { adminJobsEn } from './admin-jobs';
import { adminBoardEn } from './admin-board';
import { adminTablesEn } from './admin-tables';
import { apiEn } from './api';
import { mailEn } from './mail';
import { purchaseEn } from './purchase';
import { billingEn } from './billing';
import { commerceApiEn } from './commerce-api';
import { commerceUiEn } from './commerce-ui';
import { auditEn } from './audit';
import { privacyRequestsEn } from './privacy-requests';
import { secondFactorEn } from './second-factor';
import { cookiesEn } from './cookies';
import { candidatesEn } from './candidates';
import { rolesEn } from './roles';
import { personalDataEn } from './personal-data';
import { leadsEn } from './leads';
import { jobAlertsEn } from './job-alerts';

export const en = {
  ...generalEn,
  ...sessionEn,
  ...careersEn,
  ...applicationsEn,
  ...inboxEn,
  ...adminScreensEn,
  ...adminJobsEn,
  ...adminBoardEn,
  ...adminTablesEn,
  ...apiEn,
  ...mailEn,
  ...purchaseEn,
  ...billingEn,
  ...commerceApiEn,
  ...commerceUiEn,
  ...auditEn,
  ...privacyRequestsEn,
  ...secondFactorEn,
  ...cookiesEn,
  ...candidatesEn,
  ...rolesEn,
  ...personalDataEn,
  ...leadsEn,
  ...jobAlertsEn,
} as const satisfies Record<string, string>;

export type Catalogue = Record<keyof typeof en, string>;
