// Job alerts: the careers board's subscribe form, the outcome of the mailed links, the confirmation and
// digest mails, and the admins' counts. Spread into en.ts and tr.ts; the Turkish object must hold the same
// keys (checked by its type).

export const jobAlertsEn = {
  'jobAlerts.title': 'Email me new jobs like these',
  'jobAlerts.intro':
    'Get one email a day at most when a new job matches your current search. You can unsubscribe from any alert with one click.',
  'jobAlerts.searchSummary': 'Your search: {summary}',
  'jobAlerts.anyJob': 'every new job',
  'jobAlerts.emailLabel': 'Email address',
  'jobAlerts.submit': 'Create job alert',
  'jobAlerts.sending': 'Sending…',
  'jobAlerts.accepted':
    'Almost done: we sent you an email. Open the link in it to confirm your job alert. Nothing else is sent until you do.',
  'jobAlerts.failed': 'Your job alert could not be created.',
  'jobAlerts.invalidSearch': 'Please shorten your search and try again.',
  'jobAlerts.unknownFields':
    'A job alert takes an email address, search words, a job type and a location only.',
  'jobAlerts.outcome.confirmed':
    'Your job alert is confirmed. We will email you when new jobs match your search.',
  'jobAlerts.outcome.unsubscribed':
    'You are unsubscribed from this job alert. We will not email you about it again.',
  'jobAlerts.outcome.invalid':
    'This link is not valid any more. The alert may have been removed already; you can create a new one below.',
  'notice.jobAlert':
    '{company} uses your email address only to send the job alerts you ask for, until you unsubscribe.',
  'mail.jobAlertConfirm.subject': 'Confirm your job alert',
  'mail.jobAlertConfirm.body1':
    'You asked us to email you when new jobs match this search on our careers page: {summary}.',
  'mail.jobAlertConfirm.body2':
    'Please confirm with the button below. If you did not ask for this, ignore this email: you will not hear from us again.',
  'mail.jobAlertConfirm.button': 'Confirm my job alert',
  'mail.jobAlertDigest.subject': 'New jobs that match your alert',
  'mail.jobAlertDigest.body1': 'These jobs were published recently and match your search ({summary}):',
  'mail.jobAlertDigest.body2':
    'You receive this email because you confirmed a job alert on our careers page. You can stop these emails at any time:',
  'mail.jobAlertDigest.unsubscribe': 'Unsubscribe from this alert',
  'admin.home.jobAlerts': 'Job alerts: {confirmed} confirmed, {pending} awaiting confirmation',
  'privacyRequests.kind.jobAlerts': 'Job alerts (subscriptions to new jobs)',
} as const;

export const jobAlertsTr: Record<keyof typeof jobAlertsEn, string> = {
  'jobAlerts.title': 'Bunlara benzer yeni ilanları bana e-postayla gönder',
  'jobAlerts.intro':
    'Şu anki aramanıza uyan yeni bir ilan yayınlandığında size günde en fazla bir e-posta gönderelim. Her bildirimden tek tıkla ayrılabilirsiniz.',
  'jobAlerts.searchSummary': 'Aramanız: {summary}',
  'jobAlerts.anyJob': 'tüm yeni ilanlar',
  'jobAlerts.emailLabel': 'E-posta adresi',
  'jobAlerts.submit': 'İş bildirimi oluştur',
  'jobAlerts.sending': 'Gönderiliyor…',
  'jobAlerts.accepted':
    'Neredeyse tamam: size bir e-posta gönderdik. İş bildiriminizi onaylamak için içindeki bağlantıyı açın. Onaylayana kadar başka bir e-posta gönderilmez.',
  'jobAlerts.failed': 'İş bildiriminiz oluşturulamadı.',
  'jobAlerts.invalidSearch': 'Lütfen aramanızı kısaltıp yeniden deneyin.',
  'jobAlerts.unknownFields': 'İş bildirimi yalnızca e-posta adresi, arama sözcükleri, iş türü ve konum alır.',
  'jobAlerts.outcome.confirmed':
    'İş bildiriminiz onaylandı. Aramanıza uyan yeni ilanlar yayınlandığında size e-posta göndereceğiz.',
  'jobAlerts.outcome.unsubscribed':
    'Bu iş bildiriminden ayrıldınız. Bu bildirim için size bir daha e-posta göndermeyeceğiz.',
  'jobAlerts.outcome.invalid':
    'Bu bağlantı artık geçerli değil. Bildirim daha önce kaldırılmış olabilir; aşağıdan yeni bir bildirim oluşturabilirsiniz.',
  'notice.jobAlert':
    '{company}, e-posta adresinizi yalnızca istediğiniz iş bildirimlerini göndermek için, siz ayrılana kadar kullanır.',
  'mail.jobAlertConfirm.subject': 'İş bildiriminizi onaylayın',
  'mail.jobAlertConfirm.body1':
    'Kariyer sayfamızda şu aramaya uyan yeni ilanlar için size e-posta göndermemizi istediniz: {summary}.',
  'mail.jobAlertConfirm.body2':
    'Lütfen aşağıdaki düğmeyle onaylayın. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; size başka e-posta göndermeyeceğiz.',
  'mail.jobAlertConfirm.button': 'İş bildirimimi onayla',
  'mail.jobAlertDigest.subject': 'Bildiriminize uyan yeni ilanlar',
  'mail.jobAlertDigest.body1': 'Aşağıdaki ilanlar yakın zamanda yayınlandı ve aramanıza ({summary}) uyuyor:',
  'mail.jobAlertDigest.body2':
    'Bu e-postayı kariyer sayfamızda bir iş bildirimini onayladığınız için alıyorsunuz. Bu e-postaları istediğiniz zaman durdurabilirsiniz:',
  'mail.jobAlertDigest.unsubscribe': 'Bu bildirimden ayrıl',
  'admin.home.jobAlerts': 'İş bildirimleri: {confirmed} onaylı, {pending} onay bekliyor',
  'privacyRequests.kind.jobAlerts': 'İş bildirimleri (yeni ilan abonelikleri)',
};
