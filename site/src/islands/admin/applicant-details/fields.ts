// What the details screen shows, read-only, in the documented order (docs/product.md).
import { experienceMessageKey, type ApplicantDetails } from '@crestline/contracts/applicants';
import { valueLabel, type Translate } from '../../kit/i18n';

export function personalFields(a: ApplicantDetails, t: Translate): [string, string][] {
  return [
    [t('admin.col.firstName'), a.firstName],
    [t('admin.col.lastName'), a.lastName],
    [t('admin.col.email'), a.email],
    [t('admin.col.phone'), a.phone],
    [t('admin.col.zipCode'), a.zipCode],
    [t('admin.col.fluentLanguage'), valueLabel(t, a.fluentLanguage)],
    [t('admin.col.staffHandled'), valueLabel(t, a.numberOfStaffHandled)],
  ];
}

export function applicationFields(a: ApplicantDetails, t: Translate, applied: string): [string, string][] {
  return [
    [t('admin.col.job'), a.jobTitle ?? t('applicants.noJobAssigned')],
    [t('admin.col.status'), valueLabel(t, a.status)],
    [t('admin.col.remarks'), a.remarks || '—'],
    [t('admin.col.customerServiceExperience'), t(experienceMessageKey(a.yearsOfCustomerServiceExperience))],
    [t('admin.col.bpoExperience'), t(experienceMessageKey(a.yearsOfCallCenterExperience))],
    [t('admin.col.appliedDate'), applied],
    [t('admin.details.appliedIn'), t(a.locale === 'tr' ? 'admin.details.lang.tr' : 'admin.details.lang.en')],
  ];
}
