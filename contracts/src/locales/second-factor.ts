// The second factor (TOTP): the login panel's code step, the /two-factor screen and the API's answers.
// Spread into en.ts and tr.ts; the Turkish object must hold the same keys (checked by its type).

export const secondFactorEn = {
  'auth.secondFactorNeeded': 'Enter the 6-digit code from your authenticator app.',
  'auth.secondFactorInvalid': 'That code is not valid. Enter the current 6-digit code or a recovery code.',
  'auth.secondFactorRequired':
    'Administrators must set up two-step verification before they can see admin data.',
  'auth.secondFactorAlreadyOn': 'Two-step verification is already on for this account.',
  'auth.secondFactorSetUp': 'Set up two-step verification',
  'auth.secondFactorNotStarted': 'Start the setup again: no key is waiting for a code.',
  'panel.codeLabel': 'Verification code',
  'panel.codeHint': 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  'panel.verifyButton': 'Verify and log in',
  'panel.verifying': 'Verifying...',
  'secondFactor.title': 'Two-step verification',
  'secondFactor.intro':
    'Two-step verification asks for a code from an authenticator app (such as Google Authenticator, 1Password or Microsoft Authenticator) each time you log in, in addition to your password.',
  'secondFactor.requiredNotice':
    'Your account is an administrator account: set up two-step verification to continue to the admin screens.',
  'secondFactor.on': 'Two-step verification is on.',
  'secondFactor.codesLeft': 'Recovery codes left: {count}',
  'secondFactor.start': 'Set up two-step verification',
  'secondFactor.starting': 'Preparing...',
  'secondFactor.scan': 'Scan this QR code with your authenticator app:',
  'secondFactor.qrAlt': 'QR code for your authenticator app',
  'secondFactor.manual': 'Or enter this key by hand:',
  'secondFactor.code': 'Code from the app',
  'secondFactor.confirm': 'Turn on',
  'secondFactor.confirming': 'Turning on...',
  'secondFactor.failed': 'Two-step verification could not be turned on. Please try again.',
  'secondFactor.recoveryTitle': 'Your recovery codes',
  'secondFactor.recoveryIntro':
    'Each code lets you log in once if you lose your phone. Store them somewhere safe now: they will not be shown again.',
  'secondFactor.continue': 'Continue to the admin dashboard',
  'admins.notFound': 'There is no administrator with this id.',
  'admins.lastAdmin': 'This is the last administrator: give another account admin rights first.',
  'admins.notYourself': 'You cannot reset your own second factor here.',
  'admins.alreadyAdmin': 'This address already belongs to an administrator.',
  'admins.invitationInvalid': 'This invitation is not valid: it has expired or has already been used.',
  'admins.invited': 'An invitation was sent to {email}. It is valid for 48 hours.',
  'admins.passwordMismatch':
    "This address already has an account: enter that account's current password to accept.",
  'mail.adminInvitation.subject': 'You are invited to administer {company}',
  'mail.adminInvitation.body1':
    'You have been invited to become an administrator of the {company} website. Open the link to set your name and password; you will then set up two-step verification.',
  'mail.adminInvitation.button': 'Accept the invitation',
  'mail.adminInvitation.closing1': 'This link expires in 48 hours and can be used only once.',
} as const;

export const secondFactorTr: Record<keyof typeof secondFactorEn, string> = {
  'auth.secondFactorNeeded': 'Doğrulama uygulamanızdaki 6 haneli kodu girin.',
  'auth.secondFactorInvalid': 'Bu kod geçerli değil. Güncel 6 haneli kodu veya bir kurtarma kodunu girin.',
  'auth.secondFactorRequired':
    'Yöneticiler, yönetim verilerini görebilmek için önce iki adımlı doğrulamayı kurmalıdır.',
  'auth.secondFactorAlreadyOn': 'Bu hesapta iki adımlı doğrulama zaten açık.',
  'auth.secondFactorSetUp': 'İki adımlı doğrulamayı kur',
  'auth.secondFactorNotStarted': 'Kurulumu yeniden başlatın: kod bekleyen bir anahtar yok.',
  'panel.codeLabel': 'Doğrulama kodu',
  'panel.codeHint': 'Doğrulama uygulamanızdaki 6 haneli kod veya kurtarma kodlarınızdan biri.',
  'panel.verifyButton': 'Doğrula ve giriş yap',
  'panel.verifying': 'Doğrulanıyor...',
  'secondFactor.title': 'İki adımlı doğrulama',
  'secondFactor.intro':
    'İki adımlı doğrulama, her girişte şifrenize ek olarak bir doğrulama uygulamasından (Google Authenticator, 1Password veya Microsoft Authenticator gibi) bir kod ister.',
  'secondFactor.requiredNotice':
    'Hesabınız bir yönetici hesabı: yönetim ekranlarına devam etmek için iki adımlı doğrulamayı kurun.',
  'secondFactor.on': 'İki adımlı doğrulama açık.',
  'secondFactor.codesLeft': 'Kalan kurtarma kodu: {count}',
  'secondFactor.start': 'İki adımlı doğrulamayı kur',
  'secondFactor.starting': 'Hazırlanıyor...',
  'secondFactor.scan': 'Bu QR kodunu doğrulama uygulamanızla tarayın:',
  'secondFactor.qrAlt': 'Doğrulama uygulamanız için QR kodu',
  'secondFactor.manual': 'Ya da bu anahtarı elle girin:',
  'secondFactor.code': 'Uygulamadaki kod',
  'secondFactor.confirm': 'Aç',
  'secondFactor.confirming': 'Açılıyor...',
  'secondFactor.failed': 'İki adımlı doğrulama açılamadı. Lütfen tekrar deneyin.',
  'secondFactor.recoveryTitle': 'Kurtarma kodlarınız',
  'secondFactor.recoveryIntro':
    'Telefonunuzu kaybederseniz her kod bir kez giriş yapmanızı sağlar. Şimdi güvenli bir yere kaydedin: bir daha gösterilmeyecekler.',
  'secondFactor.continue': 'Yönetim paneline devam et',
  'admins.notFound': 'Bu kimlikle bir yönetici yok.',
  'admins.lastAdmin': 'Bu son yönetici: önce başka bir hesaba yönetici yetkisi verin.',
  'admins.notYourself': 'Kendi iki adımlı doğrulamanızı burada sıfırlayamazsınız.',
  'admins.alreadyAdmin': 'Bu adres zaten bir yöneticiye ait.',
  'admins.invitationInvalid': 'Bu davet geçerli değil: süresi dolmuş veya zaten kullanılmış.',
  'admins.invited': '{email} adresine bir davet gönderildi. 48 saat geçerlidir.',
  'admins.passwordMismatch':
    'Bu adresin zaten bir hesabı var: daveti kabul etmek için o hesabın mevcut şifresini girin.',
  'mail.adminInvitation.subject': '{company} yöneticiliğine davet edildiniz',
  'mail.adminInvitation.body1':
    '{company} web sitesinin yöneticisi olmaya davet edildiniz. Adınızı ve şifrenizi belirlemek için bağlantıyı açın; ardından iki adımlı doğrulamayı kuracaksınız.',
  'mail.adminInvitation.button': 'Daveti kabul et',
  'mail.adminInvitation.closing1':
    'Bu bağlantı 48 saat içinde geçerliliğini yitirir ve yalnızca bir kez kullanılabilir.',
} as const;
