// Transactional mail (ours): {company} is the company name, filled in by the API. Spread into en.ts and
// tr.ts; the Turkish object must hold the same keys (checked by its type).

export const mailEn = {
  // Transactional mail (ours): {company} is the company name, filled in by the API
  'mail.greeting': 'Hello {name},',
  'mail.greetingNoName': 'Hello,',
  'mail.signOff': 'Kind regards,',
  'mail.signatureTeam': 'The {company} Team',
  'mail.signatureRecruitment': 'The {company} Recruitment Team',
  'mail.signatureFranchise': 'The {company} Franchise Team',
  'mail.buttonFallback': 'If the button does not work, copy this link into your browser:',
  'mail.footer': 'This is an automated message from {company}. Please do not reply to this email.',
  'mail.contact.region.US': 'United States',
  'mail.contact.region.AU': 'Australia',
  'mail.contact.region.CAN': 'Canada',
  'mail.applicationReceived.subject': 'We received your application for {jobTitle}',
  'mail.applicationReceived.body1':
    'Thank you for applying for the {jobTitle} position at {company}. We have received your application and résumé.',
  'mail.applicationReceived.body2':
    'Our recruitment team reviews every application carefully. If your experience is a good match for the role, we will contact you by email or phone to arrange the next steps.',
  'mail.applicationReceived.closing1': 'Thank you again for your interest in joining our team.',
  'mail.passwordReset.subject': 'Reset your {company} password',
  'mail.passwordReset.body1':
    'We received a request to reset the password for your {company} account. To choose a new password, use the link below.',
  'mail.passwordReset.button': 'Reset password',
  'mail.passwordReset.closing1': 'This link expires in one hour and can be used only once.',
  'mail.passwordReset.closing2':
    'If you did not ask to reset your password, you can safely ignore this email. Your password will not change.',
  'mail.passwordChanged.subject': 'Your {company} password was changed',
  'mail.passwordChanged.body1':
    'This is a confirmation that the password for your {company} account has just been changed. For your security, every device that was signed in to your account has been signed out; you can sign in again with your new password.',
  'mail.passwordChanged.body2':
    'If you did not make this change, please contact us immediately at {supportEmail} so that we can secure your account.',
  'mail.welcome.subject': 'Welcome to {company}',
  'mail.welcome.body1': 'Thank you for creating a {company} account. Your account is ready to use.',
  'mail.welcome.body2':
    'You can now sign in on our website to choose a plan for your team, follow your subscriptions and manage your account details.',
  'mail.welcome.body3': 'If you have any questions, our team will be glad to help.',
  'mail.signupAttempt.subject': 'Someone tried to sign up with your email address',
  'mail.signupAttempt.body1':
    'Someone just tried to create a new {company} account with this email address. An account with this address already exists, so no new account was created and nothing about your account has changed.',
  'mail.signupAttempt.body2': 'If it was you, you can simply log in to your existing account:',
  'mail.signupAttempt.loginButton': 'Log in',
  'mail.signupAttempt.body3': 'If you do not remember your password, you can choose a new one:',
  'mail.signupAttempt.resetButton': 'Reset password',
  'mail.signupAttempt.closing1':
    'If it was not you, you can safely ignore this email: nobody can use your account without your password.',
  'mail.franchiseReceived.subject': 'We received your franchise application',
  'mail.franchiseReceived.body1':
    'Thank you for your interest in becoming a {company} franchise partner. We have received your application and the signed contract.',
  'mail.franchiseReceived.body2':
    'Our franchise development team will review your documents and contact you within five business days to discuss the next steps.',
} as const;

export const mailTr: Record<keyof typeof mailEn, string> = {
  // İşlem e-postaları: {company} şirket adıdır ve API tarafından doldurulur
  'mail.greeting': 'Merhaba {name},',
  'mail.greetingNoName': 'Merhaba,',
  'mail.signOff': 'Saygılarımızla,',
  'mail.signatureTeam': '{company} Ekibi',
  'mail.signatureRecruitment': '{company} İşe Alım Ekibi',
  'mail.signatureFranchise': '{company} Franchise Ekibi',
  'mail.buttonFallback': 'Düğme çalışmazsa aşağıdaki bağlantıyı kopyalayıp tarayıcınıza yapıştırın:',
  'mail.footer':
    'Bu e-posta {company} tarafından otomatik olarak gönderilmiştir. Lütfen bu e-postayı yanıtlamayın.',
  'mail.contact.region.US': 'Amerika Birleşik Devletleri',
  'mail.contact.region.AU': 'Avustralya',
  'mail.contact.region.CAN': 'Kanada',
  'mail.applicationReceived.subject': '{jobTitle} pozisyonu için başvurunuzu aldık',
  'mail.applicationReceived.body1':
    '{company} bünyesindeki {jobTitle} pozisyonuna başvurduğunuz için teşekkür ederiz. Başvurunuz ve özgeçmişiniz bize ulaştı.',
  'mail.applicationReceived.body2':
    'İşe alım ekibimiz her başvuruyu özenle değerlendirir. Deneyiminiz pozisyonla örtüşüyorsa sonraki adımları planlamak için sizinle e-posta veya telefon yoluyla iletişime geçeceğiz.',
  'mail.applicationReceived.closing1': 'Ekibimize gösterdiğiniz ilgi için tekrar teşekkür ederiz.',
  'mail.passwordReset.subject': '{company} şifrenizi sıfırlayın',
  'mail.passwordReset.body1':
    '{company} hesabınızın şifresini sıfırlamak için bir talep aldık. Yeni bir şifre belirlemek için aşağıdaki bağlantıyı kullanabilirsiniz.',
  'mail.passwordReset.button': 'Şifremi sıfırla',
  'mail.passwordReset.closing1':
    'Bu bağlantı bir saat boyunca geçerlidir ve yalnızca bir kez kullanılabilir.',
  'mail.passwordReset.closing2':
    'Şifre sıfırlama talebinde bulunmadıysanız bu e-postayı dikkate almayabilirsiniz. Şifreniz değişmeyecektir.',
  'mail.passwordChanged.subject': '{company} şifreniz değiştirildi',
  'mail.passwordChanged.body1':
    '{company} hesabınızın şifresinin az önce değiştirildiğini bildirmek isteriz. Güvenliğiniz için hesabınızda oturumu açık olan tüm cihazlarda oturum kapatıldı; yeni şifrenizle yeniden giriş yapabilirsiniz.',
  'mail.passwordChanged.body2':
    'Bu değişikliği siz yapmadıysanız hesabınızı güvence altına alabilmemiz için lütfen hemen {supportEmail} adresinden bizimle iletişime geçin.',
  'mail.welcome.subject': '{company} ailesine hoş geldiniz',
  'mail.welcome.body1': '{company} hesabı oluşturduğunuz için teşekkür ederiz. Hesabınız kullanıma hazır.',
  'mail.welcome.body2':
    'Artık web sitemizde giriş yaparak ekibiniz için bir plan seçebilir, aboneliklerinizi takip edebilir ve hesap bilgilerinizi yönetebilirsiniz.',
  'mail.welcome.body3':
    'Aklınıza takılan bir soru olursa ekibimiz size yardımcı olmaktan memnuniyet duyacaktır.',
  'mail.signupAttempt.subject': 'E-posta adresinizle kayıt olunmaya çalışıldı',
  'mail.signupAttempt.body1':
    'Az önce bu e-posta adresiyle yeni bir {company} hesabı oluşturulmaya çalışıldı. Bu adresle kayıtlı bir hesap zaten bulunduğundan yeni hesap oluşturulmadı ve hesabınızda hiçbir değişiklik yapılmadı.',
  'mail.signupAttempt.body2': 'Bu işlemi siz yaptıysanız mevcut hesabınıza giriş yapabilirsiniz:',
  'mail.signupAttempt.loginButton': 'Giriş yap',
  'mail.signupAttempt.body3': 'Şifrenizi hatırlamıyorsanız yeni bir şifre belirleyebilirsiniz:',
  'mail.signupAttempt.resetButton': 'Şifremi sıfırla',
  'mail.signupAttempt.closing1':
    'Bu işlemi siz yapmadıysanız bu e-postayı dikkate almayabilirsiniz: şifreniz olmadan kimse hesabınızı kullanamaz.',
  'mail.franchiseReceived.subject': 'Franchise başvurunuzu aldık',
  'mail.franchiseReceived.body1':
    '{company} franchise ortağı olmaya gösterdiğiniz ilgi için teşekkür ederiz. Başvurunuz ve imzalı sözleşmeniz bize ulaştı.',
  'mail.franchiseReceived.body2':
    'Franchise geliştirme ekibimiz belgelerinizi inceleyecek ve sonraki adımları görüşmek üzere beş iş günü içinde sizinle iletişime geçecektir.',
};
