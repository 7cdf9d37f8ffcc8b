// Every user-visible validation, error, success and status text of the product, in en and tr.
// English strings are the spec's wording exactly (§4, §5, §8); keys marked "(ours)" have no spec wording.
// Placeholders are written {name} and filled by t().

import { normalizeLocale, type Locale } from './enums';

const en = {
  // Shared states and fallbacks
  'common.submitting': 'Submitting...',
  'common.saving': 'Saving...',
  'common.loading': 'Loading...',
  'common.fillRequired': 'Please fill in all required fields.',
  'common.emailInvalid': 'Please enter a valid email address.',
  'common.unexpectedError': 'An unexpected error occurred. Please try again.',
  /** "Error: followed by message" — also "Error: {status} {statusText}" with detail = `${status} ${statusText}`. */
  'common.errorWithDetail': 'Error: {detail}',
  'common.httpError': 'HTTP error! status: {status}',
  'common.notFoundTitle': 'Page Not Found',
  'common.notFoundText': 'The requested page could not be found.',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.close': 'Close',

  // Session and authentication
  'auth.missingToken': 'Missing authentication token',
  'auth.invalidUserData': 'Invalid user data in local storage',
  'auth.loginRequired': 'User login is required. Please login or create an account proceed.',
  'auth.nameRequired': 'Name is required.', // (ours)
  'auth.emailInvalid': 'Please enter a valid email address',
  'auth.passwordMin': 'Password must be at least 8 characters long',
  'auth.passwordsDoNotMatch': 'Passwords do not match',
  'auth.genericError': 'Something went wrong. Please try again.',
  'auth.forgotPasswordSent': 'If the email exists, a reset link will be sent shortly.',
  'auth.invalidCredentials': 'Invalid email or password.', // (ours)
  'auth.emailTaken': 'An account with this email already exists.', // (ours)
  'auth.invalidToken': 'Your session has expired. Please log in again.', // (ours)
  'auth.forbidden': 'You do not have permission to do this.', // (ours)

  // Password reset
  'resetPassword.title': 'Reset Password',
  'resetPassword.loading': 'Loading...',
  'resetPassword.passwordsDoNotMatch': 'Passwords do not match.',
  'resetPassword.passwordMin': 'Please enter at least 8 password characters.',
  'resetPassword.tokenInvalid': 'Token not found or expired.',
  'resetPassword.genericError': 'An error occurred. Please try again.',
  'resetPassword.failed': 'Password reset failed.',
  'resetPassword.success': 'Your password has been reset successfully!',

  // Careers and jobs
  'jobs.loadingDetails': 'Loading job details...',
  'jobs.notFound': 'Job not found.',
  'jobs.fetchFailed': 'Failed to fetch job data.',
  'jobs.noJobsFound': 'No Jobs found.',
  'jobs.noMatch': 'No jobs match your search criteria.',
  'jobs.fillRequired': 'Please fill in all required fields.',
  'jobs.invalidType': 'Please select a valid job type.', // (ours)
  'jobs.fetchError': 'Error fetching jobs: {detail}',
  'jobs.addFailed': 'Failed to add job: {detail}',
  'jobs.updateFailed': 'Failed to update job: {detail}',

  // Application form (spec §5 order)
  'application.firstNameRequired': 'First name is required.',
  'application.lastNameRequired': 'Last name is required.',
  'application.emailInvalid': 'Please enter a valid email address.',
  'application.phoneInvalid': 'Please enter a valid 11-digit phone number.',
  'application.zipCodeInvalid': 'Please enter a valid 4 to 5 digits zip code.',
  'application.fluentLanguageRequired': 'Please select a fluent language.',
  'application.staffHandledInvalid': 'Please select a valid number of staff handled.',
  'application.backgroundCheckRequired': 'Please indicate your willingness for a background check.',
  'application.customerServiceExperienceRequired': 'Please select your customer service experience.',
  'application.callCenterExperienceRequired': 'Please select your call center experience.',
  'application.resumeRequired': 'Please upload your resume.',
  'application.resumeNotPdf': 'Please upload a PDF file.',
  'application.formInvalid': 'Please fill out all fields correctly.',
  'application.jobRequired': 'Please choose a job to apply for.', // (ours)
  'application.resumeTooLarge': 'The resume file is too large.', // (ours)
  'application.success': 'Application submitted successfully!',
  'application.unexpectedError': 'An unexpected error occurred. Please try again.',
  'application.experience1': '1 year',
  'application.experience2': '2 years',
  'application.experience3': '3+ years',

  // Applicants (admin)
  'applicants.modifyAtLeastOne': 'Please modify at least one field before saving.',
  'applicants.invalidStatus': 'Please select a valid status.', // (ours)
  'applicants.invalidServerData': 'Invalid applicant data received from the server.',
  'applicants.dataCorrupted': 'Applicant data is missing or corrupted.',
  'applicants.saved': 'Changes saved successfully.',
  'applicants.updateFailed': 'Failed to update applicant: {detail}',
  'applicants.fetchError': 'Error fetching applicants: {detail}',
  'applicants.noneForJob': 'No applicants found for this job.',
  'applicants.noJobAssigned': 'No Job Assigned',
  'applicants.noResumeAvailable': 'No resume available.',
  'applicants.noResume': 'No Resume.',
  'applicants.notFound': 'Applicant not found.', // (ours)

  // Quote inquiry form and inquiries (admin)
  'inquiries.fillRequired': 'Please fill in all required fields.',
  'inquiries.noOfStaffMin': 'Number of staff must be at least 1.', // (ours)
  'inquiries.success': 'Your inquiry has been submitted successfully! We will get back to you shortly.',
  'inquiries.error': 'An error occurred. Please try again later.',
  'inquiries.noMatch': 'No inquiries match your search criteria.',
  'inquiries.updateFailed': 'Failed to update inquiry: {detail}',
  'inquiries.notFound': 'Inquiry not found.', // (ours)

  // Consultation / initial booking form
  'booking.companyRequired': 'Company nor Identity is required.',
  'booking.firstNameRequired': 'firstname is required.',
  'booking.lastNameRequired': 'Lastname is required.',
  'booking.emailRequired': 'Email is required.',
  'booking.emailInvalid': 'Please enter a valid email address.',
  'booking.phoneRequired': 'Phone is required.',
  'booking.timeZoneRequired': 'Time Zone is required.',
  'booking.dateRequired': 'Date is required.',
  'booking.dateInvalid': 'Please enter a valid date.', // (ours)
  'booking.timeFromRequired': 'Start time is required.',
  'booking.timeToRequired': 'End time is required.',
  'booking.timeInvalid': 'Please enter a valid time.', // (ours)
  'booking.selectTimezone': 'Select Timezone',
  'booking.success': 'Information successfully submitted.',

  // Contact form and messages (admin)
  'contact.success': 'Your message has been sent successfully!',
  'contact.error': 'Something went wrong!',
  'messages.noMatch': 'No messages match your search criteria.',
  'messages.updateFailed': 'Failed to update message: {detail}',
  'messages.addCommentFailed': 'Failed to add comment: {detail}',
  'messages.notFound': 'Message not found.', // (ours)
  'comment.required': 'Please enter a comment.', // (ours)
  'comment.add': 'Add Comment',
  'comment.edit': 'Edit Comment',
  'inbox.markAsRead': 'Mark as Read',

  // Franchising
  'franchise.pdfOnly': 'Please upload a PDF file.',
  'franchise.fileRequired': 'Please upload the signed contract.', // (ours)
  'franchise.success':
    'Thank you! We have received your signed contract and will be in touch within two business days.', // (ours)

  // Checkout, payments and subscriptions
  'checkout.disclaimerRequired': 'Please accept the disclaimer to proceed.', // (ours)
  'checkout.noOfRolesInvalid': 'Please choose at least 1 talent.', // (ours)
  'checkout.noOfMonthsInvalid': 'Please choose at least 1 month.', // (ours)
  'checkout.noOfRolesMax': 'You can choose at most {max} talents.', // (ours)
  'checkout.noOfMonthsMax': 'You can choose at most {max} months.', // (ours)
  'checkout.planInvalid': 'Please choose a valid plan.', // (ours)
  'checkout.priceUnavailable': 'This plan is not available for the selected billing cycle.', // (ours)
  'payment.preparing': 'Preparing your payment...', // (ours)
  'payment.successTitle': 'Thank you for your purchase!', // (ours)
  'payment.successText': 'You will receive an email confirmation shortly.', // (ours)
  'payment.failureTitle': 'Your payment failed or was canceled.', // (ours)
  'payment.failureContact': 'If the problem persists, please contact {email}.', // (ours)
  'payment.retry': 'Retry',
  'payment.goHome': 'Go back home',
  'subscriptions.adminTitle': 'Admin Dashboard - Subscription',
  'subscriptions.userTitle': "User's Subscription Table",
  'subscriptions.cancelConfirm': 'Are you sure you want to cancel this subscription?',
  'subscriptions.cancelSuccess': 'Subscription canceled successfully.',
  'subscriptions.cancelFailed': 'Failed to cancel subscription.',
  'subscriptions.invoiceUnavailable': 'Invoice not available.',
  'subscriptions.latestInvoice': 'Latest Invoice',
  'subscriptions.cancel': 'Cancel Subscription',
  'subscriptions.monthly': 'Monthly',
  'subscriptions.yearly': 'Yearly',
  'subscriptions.notFound': 'Subscription not found.', // (ours)

  // API error envelope texts (ours; the spec leaves server wording open)
  'api.validationFailed': 'Please fill out all fields correctly.',
  'api.notFound': 'The requested resource could not be found.',
  'api.conflict': 'This request conflicts with existing data.',
  'api.payloadTooLarge': 'The uploaded file is too large.',
  'api.unsupportedMediaType': 'Please upload a PDF file.',
  'api.rateLimited': 'Too many requests. Please try again later.',
  'api.internal': 'An unexpected error occurred. Please try again.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;

const tr: Record<MessageKey, string> = {
  'common.submitting': 'Gönderiliyor...',
  'common.saving': 'Kaydediliyor...',
  'common.loading': 'Yükleniyor...',
  'common.fillRequired': 'Lütfen tüm zorunlu alanları doldurun.',
  'common.emailInvalid': 'Lütfen geçerli bir e-posta adresi girin.',
  'common.unexpectedError': 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  'common.errorWithDetail': 'Hata: {detail}',
  'common.httpError': 'HTTP hatası! Durum: {status}',
  'common.notFoundTitle': 'Sayfa Bulunamadı',
  'common.notFoundText': 'Aradığınız sayfa bulunamadı.',
  'common.yes': 'Evet',
  'common.no': 'Hayır',
  'common.close': 'Kapat',

  'auth.missingToken': 'Kimlik doğrulama belirteci bulunamadı',
  'auth.invalidUserData': 'Yerel depolamadaki kullanıcı verileri geçersiz',
  'auth.loginRequired':
    'Kullanıcı girişi gereklidir. Devam etmek için lütfen giriş yapın veya bir hesap oluşturun.',
  'auth.nameRequired': 'Ad soyad zorunludur.',
  'auth.emailInvalid': 'Lütfen geçerli bir e-posta adresi girin',
  'auth.passwordMin': 'Şifre en az 8 karakter uzunluğunda olmalıdır',
  'auth.passwordsDoNotMatch': 'Şifreler eşleşmiyor',
  'auth.genericError': 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
  'auth.forgotPasswordSent':
    'E-posta adresi kayıtlıysa, kısa süre içinde bir sıfırlama bağlantısı gönderilecektir.',
  'auth.invalidCredentials': 'E-posta adresi veya şifre hatalı.',
  'auth.emailTaken': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  'auth.invalidToken': 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  'auth.forbidden': 'Bu işlem için yetkiniz yok.',

  'resetPassword.title': 'Şifre Sıfırlama',
  'resetPassword.loading': 'Yükleniyor...',
  'resetPassword.passwordsDoNotMatch': 'Şifreler eşleşmiyor.',
  'resetPassword.passwordMin': 'Lütfen en az 8 karakterlik bir şifre girin.',
  'resetPassword.tokenInvalid': 'Sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
  'resetPassword.genericError': 'Bir hata oluştu. Lütfen tekrar deneyin.',
  'resetPassword.failed': 'Şifre sıfırlanamadı.',
  'resetPassword.success': 'Şifreniz başarıyla sıfırlandı!',

  'jobs.loadingDetails': 'İş ilanı ayrıntıları yükleniyor...',
  'jobs.notFound': 'İş ilanı bulunamadı.',
  'jobs.fetchFailed': 'İş ilanı bilgileri alınamadı.',
  'jobs.noJobsFound': 'Hiç iş ilanı bulunamadı.',
  'jobs.noMatch': 'Arama kriterlerinize uyan iş ilanı bulunamadı.',
  'jobs.fillRequired': 'Lütfen tüm zorunlu alanları doldurun.',
  'jobs.invalidType': 'Lütfen geçerli bir çalışma şekli seçin.',
  'jobs.fetchError': 'İş ilanları alınırken hata oluştu: {detail}',
  'jobs.addFailed': 'İş ilanı eklenemedi: {detail}',
  'jobs.updateFailed': 'İş ilanı güncellenemedi: {detail}',

  'application.firstNameRequired': 'Ad zorunludur.',
  'application.lastNameRequired': 'Soyad zorunludur.',
  'application.emailInvalid': 'Lütfen geçerli bir e-posta adresi girin.',
  'application.phoneInvalid': 'Lütfen 11 haneli geçerli bir telefon numarası girin.',
  'application.zipCodeInvalid': 'Lütfen 4 veya 5 haneli geçerli bir posta kodu girin.',
  'application.fluentLanguageRequired': 'Lütfen akıcı konuştuğunuz dili seçin.',
  'application.staffHandledInvalid':
    'Lütfen yönettiğiniz personel sayısı için geçerli bir seçenek belirleyin.',
  'application.backgroundCheckRequired': 'Lütfen geçmiş araştırmasına onay verip vermediğinizi belirtin.',
  'application.customerServiceExperienceRequired': 'Lütfen müşteri hizmetleri deneyiminizi seçin.',
  'application.callCenterExperienceRequired': 'Lütfen çağrı merkezi deneyiminizi seçin.',
  'application.resumeRequired': 'Lütfen özgeçmişinizi yükleyin.',
  'application.resumeNotPdf': 'Lütfen PDF formatında bir dosya yükleyin.',
  'application.formInvalid': 'Lütfen tüm alanları doğru şekilde doldurun.',
  'application.jobRequired': 'Lütfen başvurmak istediğiniz iş ilanını seçin.',
  'application.resumeTooLarge': 'Özgeçmiş dosyası çok büyük.',
  'application.success': 'Başvurunuz başarıyla gönderildi!',
  'application.unexpectedError': 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  'application.experience1': '1 yıl',
  'application.experience2': '2 yıl',
  'application.experience3': '3+ yıl',

  'applicants.modifyAtLeastOne': 'Kaydetmeden önce lütfen en az bir alanı değiştirin.',
  'applicants.invalidStatus': 'Lütfen geçerli bir durum seçin.',
  'applicants.invalidServerData': 'Sunucudan geçersiz aday verisi alındı.',
  'applicants.dataCorrupted': 'Aday verileri eksik veya bozuk.',
  'applicants.saved': 'Değişiklikler başarıyla kaydedildi.',
  'applicants.updateFailed': 'Aday güncellenemedi: {detail}',
  'applicants.fetchError': 'Adaylar alınırken hata oluştu: {detail}',
  'applicants.noneForJob': 'Bu iş ilanı için aday bulunamadı.',
  'applicants.noJobAssigned': 'Atanmış İş İlanı Yok',
  'applicants.noResumeAvailable': 'Özgeçmiş mevcut değil.',
  'applicants.noResume': 'Özgeçmiş Yok.',
  'applicants.notFound': 'Aday bulunamadı.',

  'inquiries.fillRequired': 'Lütfen tüm zorunlu alanları doldurun.',
  'inquiries.noOfStaffMin': 'Personel sayısı en az 1 olmalıdır.',
  'inquiries.success': 'Talebiniz başarıyla gönderildi! En kısa sürede size dönüş yapacağız.',
  'inquiries.error': 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'inquiries.noMatch': 'Arama kriterlerinize uyan talep bulunamadı.',
  'inquiries.updateFailed': 'Talep güncellenemedi: {detail}',
  'inquiries.notFound': 'Talep bulunamadı.',

  'booking.companyRequired': 'Şirket veya kimlik bilgisi zorunludur.',
  'booking.firstNameRequired': 'Ad zorunludur.',
  'booking.lastNameRequired': 'Soyad zorunludur.',
  'booking.emailRequired': 'E-posta zorunludur.',
  'booking.emailInvalid': 'Lütfen geçerli bir e-posta adresi girin.',
  'booking.phoneRequired': 'Telefon zorunludur.',
  'booking.timeZoneRequired': 'Saat dilimi zorunludur.',
  'booking.dateRequired': 'Tarih zorunludur.',
  'booking.dateInvalid': 'Lütfen geçerli bir tarih girin.',
  'booking.timeFromRequired': 'Başlangıç saati zorunludur.',
  'booking.timeToRequired': 'Bitiş saati zorunludur.',
  'booking.timeInvalid': 'Lütfen geçerli bir saat girin.',
  'booking.selectTimezone': 'Saat Dilimi Seçin',
  'booking.success': 'Bilgileriniz başarıyla gönderildi.',

  'contact.success': 'Mesajınız başarıyla gönderildi!',
  'contact.error': 'Bir şeyler ters gitti!',
  'messages.noMatch': 'Arama kriterlerinize uyan mesaj bulunamadı.',
  'messages.updateFailed': 'Mesaj güncellenemedi: {detail}',
  'messages.addCommentFailed': 'Yorum eklenemedi: {detail}',
  'messages.notFound': 'Mesaj bulunamadı.',
  'comment.required': 'Lütfen bir yorum girin.',
  'comment.add': 'Yorum Ekle',
  'comment.edit': 'Yorumu Düzenle',
  'inbox.markAsRead': 'Okundu Olarak İşaretle',

  'franchise.pdfOnly': 'Lütfen PDF formatında bir dosya yükleyin.',
  'franchise.fileRequired': 'Lütfen imzalı sözleşmeyi yükleyin.',
  'franchise.success':
    'Teşekkür ederiz! İmzalı sözleşmenizi aldık; iki iş günü içinde sizinle iletişime geçeceğiz.',

  'checkout.disclaimerRequired': 'Devam etmek için lütfen sorumluluk reddi beyanını kabul edin.',
  'checkout.noOfRolesInvalid': 'Lütfen en az 1 çalışan seçin.',
  'checkout.noOfMonthsInvalid': 'Lütfen en az 1 ay seçin.',
  'checkout.noOfRolesMax': 'En fazla {max} çalışan seçebilirsiniz.',
  'checkout.noOfMonthsMax': 'En fazla {max} ay seçebilirsiniz.',
  'checkout.planInvalid': 'Lütfen geçerli bir paket seçin.',
  'checkout.priceUnavailable': 'Bu paket seçilen ödeme dönemi için mevcut değil.',
  'payment.preparing': 'Ödemeniz hazırlanıyor...',
  'payment.successTitle': 'Satın aldığınız için teşekkür ederiz!',
  'payment.successText': 'Kısa süre içinde bir onay e-postası alacaksınız.',
  'payment.failureTitle': 'Ödemeniz başarısız oldu veya iptal edildi.',
  'payment.failureContact': 'Sorun devam ederse lütfen {email} adresiyle iletişime geçin.',
  'payment.retry': 'Tekrar Dene',
  'payment.goHome': 'Ana sayfaya dön',
  'subscriptions.adminTitle': 'Yönetim Paneli - Abonelikler',
  'subscriptions.userTitle': 'Kullanıcı Abonelik Tablosu',
  'subscriptions.cancelConfirm': 'Bu aboneliği iptal etmek istediğinizden emin misiniz?',
  'subscriptions.cancelSuccess': 'Abonelik başarıyla iptal edildi.',
  'subscriptions.cancelFailed': 'Abonelik iptal edilemedi.',
  'subscriptions.invoiceUnavailable': 'Fatura mevcut değil.',
  'subscriptions.latestInvoice': 'Son Fatura',
  'subscriptions.cancel': 'Aboneliği İptal Et',
  'subscriptions.monthly': 'Aylık',
  'subscriptions.yearly': 'Yıllık',
  'subscriptions.notFound': 'Abonelik bulunamadı.',

  'api.validationFailed': 'Lütfen tüm alanları doğru şekilde doldurun.',
  'api.notFound': 'İstenen kaynak bulunamadı.',
  'api.conflict': 'Bu istek mevcut verilerle çakışıyor.',
  'api.payloadTooLarge': 'Yüklenen dosya çok büyük.',
  'api.unsupportedMediaType': 'Lütfen PDF formatında bir dosya yükleyin.',
  'api.rateLimited': 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
  'api.internal': 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
};

export const messages: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { en, tr };

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/**
 * The text of `key` in `locale` (anything but en/tr → en), with {param} placeholders filled.
 * Placeholders without a value are left as written.
 */
export function t(
  locale: Locale | string | null | undefined,
  key: MessageKey,
  params?: MessageParams,
): string {
  const text = messages[normalizeLocale(locale)][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
