// Talking to candidates (ours): where applicants came from, status mails and their history, bulk status
// changes and job alerts. Spread into en.ts and tr.ts; the Turkish object must hold the same keys.

export const candidatesEn = {
  'applicants.invalidPeriod': 'Choose a valid period: the start date must not be after the end date.',
  'applicants.invalidNotify': 'Say yes or no to emailing the applicant.',
  'applicants.invalidTemplate': 'Choose one of the email templates.',
  'admin.col.source': 'Source',
  'admin.col.utmMedium': 'Campaign medium',
  'admin.col.utmCampaign': 'Campaign',
  'admin.col.referrer': 'Referring site',
  'admin.applicants.sourceFilter': 'Source',
  'admin.applicants.allSources': 'All sources',
  'admin.sources.title': 'Applications and hires by source',
  'admin.sources.from': 'From',
  'admin.sources.to': 'To',
  'admin.sources.source': 'Source',
  'admin.sources.applications': 'Applications',
  'admin.sources.hires': 'Hires',
  'admin.sources.none': 'No applications in this period.',
  'admin.sources.direct': 'Direct (no campaign or referring site)',
  'admin.sources.filterBy': 'Show applicants from {source}',
  'mail.statusShortListed.subject': 'Your application for {jobTitle}: you are on our shortlist',
  'mail.statusShortListed.body1':
    'Thank you for applying for the {jobTitle} position at {company}. We have reviewed your application and are pleased to tell you that you have been shortlisted.',
  'mail.statusShortListed.body2':
    'A member of our recruitment team will contact you by phone or email within the next few working days to discuss the next steps.',
  'mail.statusInitialInterview.subject': 'Invitation to an initial interview: {jobTitle}',
  'mail.statusInitialInterview.body1':
    'Thank you for your interest in the {jobTitle} position at {company}. Your experience stood out to us, and we would like to invite you to an initial interview.',
  'mail.statusInitialInterview.body2':
    'The interview takes about 30 minutes. Our recruitment team will contact you shortly to agree on a time that suits you.',
  'mail.statusFinalInterview.subject': 'Invitation to a final interview: {jobTitle}',
  'mail.statusFinalInterview.body1':
    'Thank you for the time you have given us so far. We are glad to tell you that you have progressed to the final interview for the {jobTitle} position at {company}.',
  'mail.statusFinalInterview.body2':
    'Our recruitment team will contact you shortly to arrange the interview and tell you who you will meet.',
  'mail.statusJobOffer.subject': 'Job offer: {jobTitle} at {company}',
  'mail.statusJobOffer.body1':
    'We are delighted to offer you the {jobTitle} position at {company}. Everyone you met was impressed by your experience and approach.',
  'mail.statusJobOffer.body2':
    'Our recruitment team will contact you shortly with the details of the offer, the start date and the next steps.',
  'mail.statusRejected.subject': 'Your application for {jobTitle}',
  'mail.statusRejected.body1':
    'Thank you for your interest in the {jobTitle} position at {company} and for the time you put into your application. After careful consideration, we have decided to move forward with other candidates whose experience more closely matches the needs of this role.',
  'mail.statusRejected.body2':
    'This was not an easy decision. We would be glad to see your application again for future openings that match your experience, and we wish you every success in your search.',
  'mail.statusUpdate.subject': 'An update on your application for {jobTitle}',
  'mail.statusUpdate.body1':
    'We are writing with an update on your application for the {jobTitle} position at {company}.',
  'mail.statusUpdate.status': 'Its status is now: {statusLabel}.',
  'mail.statusUpdate.body2':
    'There is nothing you need to do at the moment. We will contact you if we need anything further from you.',
  'admin.notify.title': 'Status and notification',
  'admin.notify.status': 'New status',
  'admin.notify.template': 'Email template',
  'admin.notify.send': 'Email the applicant about the new status',
  'admin.notify.preview': 'Preview in {language}',
  'admin.notify.previewTo': 'To: {email}',
  'admin.notify.save': 'Save status',
  'admin.notify.saveAndSend': 'Save status and send email',
  'admin.notify.saved': 'The status is saved.',
  'admin.notify.savedSent': 'The status is saved and the email to the applicant is on its way.',
  'admin.notify.previewFailed': 'The preview could not be shown: {detail}',
  'admin.notify.unchanged': 'Choose a different status, or tick the email box to send the current one.',
  'admin.history.mail': 'Email sent: {template} ({language})',
  'admin.history.system': 'Sent automatically',
  'admin.history.template.applicationReceived': 'Application received',
} as const;

export const candidatesTr: Record<keyof typeof candidatesEn, string> = {
  'applicants.invalidPeriod': 'Geçerli bir dönem seçin: başlangıç tarihi bitiş tarihinden sonra olamaz.',
  'applicants.invalidNotify': 'Adaya e-posta gönderilip gönderilmeyeceğini belirtin.',
  'applicants.invalidTemplate': 'E-posta şablonlarından birini seçin.',
  'admin.col.source': 'Kaynak',
  'admin.col.utmMedium': 'Kampanya kanalı',
  'admin.col.utmCampaign': 'Kampanya',
  'admin.col.referrer': 'Yönlendiren site',
  'admin.applicants.sourceFilter': 'Kaynak',
  'admin.applicants.allSources': 'Tüm kaynaklar',
  'admin.sources.title': 'Kaynağa göre başvurular ve işe alımlar',
  'admin.sources.from': 'Başlangıç',
  'admin.sources.to': 'Bitiş',
  'admin.sources.source': 'Kaynak',
  'admin.sources.applications': 'Başvuru',
  'admin.sources.hires': 'İşe alım',
  'admin.sources.none': 'Bu dönemde başvuru yok.',
  'admin.sources.direct': 'Doğrudan (kampanya veya yönlendiren site yok)',
  'admin.sources.filterBy': '{source} kaynaklı adayları göster',
  'mail.statusShortListed.subject': '{jobTitle} başvurunuz: ön elemeyi geçtiniz',
  'mail.statusShortListed.body1':
    '{company} bünyesindeki {jobTitle} pozisyonuna başvurduğunuz için teşekkür ederiz. Başvurunuzu inceledik ve ön elemeyi geçtiğinizi bildirmekten memnuniyet duyuyoruz.',
  'mail.statusShortListed.body2':
    'İşe alım ekibimiz, sonraki adımları konuşmak için önümüzdeki birkaç iş günü içinde sizinle telefon veya e-posta yoluyla iletişime geçecektir.',
  'mail.statusInitialInterview.subject': 'İlk mülakat daveti: {jobTitle}',
  'mail.statusInitialInterview.body1':
    '{company} bünyesindeki {jobTitle} pozisyonuna gösterdiğiniz ilgi için teşekkür ederiz. Deneyiminiz dikkatimizi çekti ve sizi ilk mülakata davet etmek istiyoruz.',
  'mail.statusInitialInterview.body2':
    'Mülakat yaklaşık 30 dakika sürecektir. İşe alım ekibimiz, size uygun bir zamanı belirlemek için kısa süre içinde sizinle iletişime geçecektir.',
  'mail.statusFinalInterview.subject': 'Son mülakat daveti: {jobTitle}',
  'mail.statusFinalInterview.body1':
    'Bugüne kadar bize ayırdığınız zaman için teşekkür ederiz. {company} bünyesindeki {jobTitle} pozisyonu için son mülakata kaldığınızı bildirmekten mutluluk duyuyoruz.',
  'mail.statusFinalInterview.body2':
    'İşe alım ekibimiz, mülakatı planlamak ve kimlerle görüşeceğinizi bildirmek için kısa süre içinde sizinle iletişime geçecektir.',
  'mail.statusJobOffer.subject': 'İş teklifi: {company} – {jobTitle}',
  'mail.statusJobOffer.body1':
    '{company} bünyesindeki {jobTitle} pozisyonunu size teklif etmekten büyük mutluluk duyuyoruz. Görüştüğünüz herkes deneyiminizden ve yaklaşımınızdan çok etkilendi.',
  'mail.statusJobOffer.body2':
    'İşe alım ekibimiz teklifin ayrıntıları, başlangıç tarihi ve sonraki adımlarla ilgili olarak kısa süre içinde sizinle iletişime geçecektir.',
  'mail.statusRejected.subject': '{jobTitle} başvurunuz hakkında',
  'mail.statusRejected.body1':
    '{company} bünyesindeki {jobTitle} pozisyonuna gösterdiğiniz ilgi ve başvurunuza ayırdığınız zaman için teşekkür ederiz. Başvurunuzu dikkatle değerlendirdikten sonra, deneyimi bu pozisyonun ihtiyaçlarıyla daha yakından örtüşen adaylarla sürece devam etmeye karar verdik.',
  'mail.statusRejected.body2':
    'Bu kolay bir karar olmadı. Deneyiminize uygun gelecekteki ilanlarımızda başvurunuzu yeniden görmekten memnuniyet duyarız; iş arayışınızda başarılar dileriz.',
  'mail.statusUpdate.subject': '{jobTitle} başvurunuzla ilgili bilgilendirme',
  'mail.statusUpdate.body1':
    '{company} bünyesindeki {jobTitle} pozisyonuna yaptığınız başvuruyla ilgili size bilgi vermek istiyoruz.',
  'mail.statusUpdate.status': 'Başvurunuzun güncel durumu: {statusLabel}.',
  'mail.statusUpdate.body2':
    'Şu anda yapmanız gereken bir şey yok. Sizden başka bir bilgiye ihtiyaç duyarsak sizinle iletişime geçeceğiz.',
  'admin.notify.title': 'Durum ve bilgilendirme',
  'admin.notify.status': 'Yeni durum',
  'admin.notify.template': 'E-posta şablonu',
  'admin.notify.send': 'Yeni durumu adaya e-postayla bildir',
  'admin.notify.preview': '{language} önizleme',
  'admin.notify.previewTo': 'Alıcı: {email}',
  'admin.notify.save': 'Durumu kaydet',
  'admin.notify.saveAndSend': 'Durumu kaydet ve e-postayı gönder',
  'admin.notify.saved': 'Durum kaydedildi.',
  'admin.notify.savedSent': 'Durum kaydedildi ve adaya e-posta gönderiliyor.',
  'admin.notify.previewFailed': 'Önizleme gösterilemedi: {detail}',
  'admin.notify.unchanged':
    'Farklı bir durum seçin ya da mevcut durumu göndermek için e-posta kutusunu işaretleyin.',
  'admin.history.mail': 'E-posta gönderildi: {template} ({language})',
  'admin.history.system': 'Otomatik gönderildi',
  'admin.history.template.applicationReceived': 'Başvuru alındı',
};
