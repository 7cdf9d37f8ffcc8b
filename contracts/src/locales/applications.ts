// The application form and the applicants (the documented wording where there is one). Spread into en.ts and tr.ts; the
// Turkish object must hold the same keys (checked by its type).

export const applicationsEn = {
  // Application form (docs/product.md)
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
  // Plurals (i18next: key_one / key_other, chosen by {count})
  'applicants.experienceYears_one': '{count} year',
  'applicants.experienceYears_other': '{count} years',
} as const;

export const applicationsTr: Record<keyof typeof applicationsEn, string> = {
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
  'applicants.noJobAssigned': 'Atanmış iş ilanı yok',
  'applicants.noResumeAvailable': 'Özgeçmiş mevcut değil.',
  'applicants.noResume': 'Özgeçmiş yok.',
  'applicants.notFound': 'Aday bulunamadı.',
  'applicants.experienceYears_one': '{count} yıl',
  'applicants.experienceYears_other': '{count} yıl',
};
