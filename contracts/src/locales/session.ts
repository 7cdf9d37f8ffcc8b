// Sign-in, sign-up, the login panel and the password reset page. Spread into en.ts and tr.ts; the Turkish
// object must hold the same keys (checked by its type).

export const sessionEn = {
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
  'auth.signupCheckEmail':
    'Thank you. Please check your email: we have sent a message to this address with your next step.', // (ours)
  'panel.signupExpect':
    'We will email you at this address. If it already has an account, we will send its owner a note with a link to log in instead.', // (ours)
  'auth.invalidToken': 'Your session has expired. Please log in again.', // (ours)
  'auth.forbidden': 'You do not have permission to do this.', // (ours)
  'auth.currentPasswordWrong': 'Your current password is not correct.', // (ours)
  'account.password.title': 'Change password', // (ours)
  'account.password.intro':
    'Enter your current password and choose a new one. Every other device signed in to your account will be signed out.', // (ours)
  'account.password.current': 'Current password', // (ours)
  'account.password.submit': 'Change password', // (ours)
  'account.password.saving': 'Changing…', // (ours)
  'account.password.success':
    'Your password has been changed. Other devices have been signed out; this one stays signed in.', // (ours)
  'account.password.failed': 'Your password could not be changed. Please try again.', // (ours)
  'auth.loggedOut': 'You have been signed out.', // (ours)
  'auth.loggedOutEverywhere': 'You have been signed out on every device.', // (ours)
  // Password reset
  'resetPassword.title': 'Reset Password',
  'resetPassword.loading': 'Loading...',
  'resetPassword.passwordsDoNotMatch': 'Passwords do not match.',
  'resetPassword.passwordMin': 'Please enter at least 8 password characters.',
  'resetPassword.tokenInvalid': 'Token not found or expired.',
  'resetPassword.genericError': 'An error occurred. Please try again.',
  'resetPassword.failed': 'Password reset failed.',
  'resetPassword.success': 'Your password has been reset successfully!',
  'panel.loginTitle': 'Log in',
  'panel.loginIntro': 'Welcome back. Log in to manage your plans and subscriptions.',
  'panel.signupTitle': 'Create an account',
  'panel.signupIntro': 'Create an account to purchase plans and follow your subscriptions.',
  'panel.forgotTitle': 'Forgot your password?',
  'panel.forgotIntro':
    'Enter the email address of your account and we will send you a link to reset your password.',
  'panel.name': 'Full name',
  'panel.email': 'Email address',
  'panel.password': 'Password',
  'panel.confirmPassword': 'Confirm password',
  'panel.passwordHint': 'At least 8 characters',
  'panel.loginButton': 'Log in',
  'panel.signupButton': 'Create account',
  'panel.forgotButton': 'Send reset link',
  'panel.loggingIn': 'Logging in...',
  'panel.signingUp': 'Creating account...',
  'panel.sendingLink': 'Sending...',
  'panel.noAccount': 'Don’t have an account?',
  'panel.signupLink': 'Sign up',
  'panel.haveAccount': 'Already have an account?',
  'panel.loginLink': 'Log in',
  'panel.forgotLink': 'Forgot password?',
  'panel.backToLogin': 'Back to login',
  'panel.resetIntro': 'Choose a new password for your account.',
  'panel.newPassword': 'New password',
  'panel.confirmNewPassword': 'Confirm new password',
  'panel.resetButton': 'Reset password',
  'panel.resetting': 'Resetting...',
  'panel.loginAfterReset': 'Log in with your new password',
  'panel.home': 'Go to the home page',
} as const;

export const sessionTr: Record<keyof typeof sessionEn, string> = {
  'auth.missingToken': 'Kimlik doğrulama belirteci bulunamadı',
  'auth.invalidUserData': 'Yerel depolamadaki kullanıcı verileri geçersiz',
  'auth.loginRequired':
    'Kullanıcı girişi gereklidir. Devam etmek için lütfen giriş yapın veya bir hesap oluşturun.',
  'auth.nameRequired': 'Ad soyad zorunludur.',
  'auth.emailInvalid': 'Lütfen geçerli bir e-posta adresi girin',
  'auth.passwordMin': 'Şifre en az 8 karakter uzunluğunda olmalıdır',
  'auth.passwordsDoNotMatch': 'Şifreler eşleşmiyor',
  'auth.genericError': 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
  'auth.forgotPasswordSent':
    'E-posta adresi kayıtlıysa, kısa süre içinde bir sıfırlama bağlantısı gönderilecektir.',
  'auth.invalidCredentials': 'E-posta adresi veya şifre hatalı.',
  'auth.emailTaken': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  'auth.signupCheckEmail':
    'Teşekkür ederiz. Lütfen e-postanızı kontrol edin: bir sonraki adımı bu adrese gönderdik.',
  'panel.signupExpect':
    'Size bu adrese e-posta göndereceğiz. Adres zaten bir hesaba kayıtlıysa, bunun yerine hesap sahibine giriş bağlantısı içeren bir bilgilendirme göndereceğiz.',
  'auth.invalidToken': 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  'auth.forbidden': 'Bu işlem için yetkiniz yok.',
  'auth.currentPasswordWrong': 'Mevcut şifreniz doğru değil.',
  'account.password.title': 'Şifre değiştir',
  'account.password.intro':
    'Mevcut şifrenizi girin ve yeni bir şifre belirleyin. Hesabınızda oturumu açık olan diğer tüm cihazlarda oturum kapatılacaktır.',
  'account.password.current': 'Mevcut şifre',
  'account.password.submit': 'Şifreyi değiştir',
  'account.password.saving': 'Değiştiriliyor…',
  'account.password.success':
    'Şifreniz değiştirildi. Diğer cihazlardaki oturumlar kapatıldı; bu cihazda oturumunuz açık kalıyor.',
  'account.password.failed': 'Şifreniz değiştirilemedi. Lütfen tekrar deneyin.',
  'auth.loggedOut': 'Oturumunuz kapatıldı.',
  'auth.loggedOutEverywhere': 'Tüm cihazlardaki oturumlarınız kapatıldı.',
  'resetPassword.title': 'Şifre sıfırlama',
  'resetPassword.loading': 'Yükleniyor...',
  'resetPassword.passwordsDoNotMatch': 'Şifreler eşleşmiyor.',
  'resetPassword.passwordMin': 'Lütfen en az 8 karakterlik bir şifre girin.',
  'resetPassword.tokenInvalid': 'Sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
  'resetPassword.genericError': 'Bir hata oluştu. Lütfen tekrar deneyin.',
  'resetPassword.failed': 'Şifre sıfırlanamadı.',
  'resetPassword.success': 'Şifreniz başarıyla sıfırlandı!',
  'panel.loginTitle': 'Giriş yap',
  'panel.loginIntro': 'Tekrar hoş geldiniz. Planlarınızı ve aboneliklerinizi yönetmek için giriş yapın.',
  'panel.signupTitle': 'Hesap oluştur',
  'panel.signupIntro': 'Plan satın almak ve aboneliklerinizi takip etmek için bir hesap oluşturun.',
  'panel.forgotTitle': 'Şifrenizi mi unuttunuz?',
  'panel.forgotIntro':
    'Hesabınıza ait e-posta adresini girin; şifrenizi sıfırlayabilmeniz için size bir bağlantı gönderelim.',
  'panel.name': 'Ad soyad',
  'panel.email': 'E-posta adresi',
  'panel.password': 'Şifre',
  'panel.confirmPassword': 'Şifreyi doğrulayın',
  'panel.passwordHint': 'En az 8 karakter',
  'panel.loginButton': 'Giriş yap',
  'panel.signupButton': 'Hesap oluştur',
  'panel.forgotButton': 'Sıfırlama bağlantısı gönder',
  'panel.loggingIn': 'Giriş yapılıyor...',
  'panel.signingUp': 'Hesap oluşturuluyor...',
  'panel.sendingLink': 'Gönderiliyor...',
  'panel.noAccount': 'Hesabınız yok mu?',
  'panel.signupLink': 'Kaydolun',
  'panel.haveAccount': 'Zaten bir hesabınız var mı?',
  'panel.loginLink': 'Giriş yapın',
  'panel.forgotLink': 'Şifremi unuttum',
  'panel.backToLogin': 'Girişe dön',
  'panel.resetIntro': 'Hesabınız için yeni bir şifre belirleyin.',
  'panel.newPassword': 'Yeni şifre',
  'panel.confirmNewPassword': 'Yeni şifreyi doğrulayın',
  'panel.resetButton': 'Şifreyi sıfırla',
  'panel.resetting': 'Sıfırlanıyor...',
  'panel.loginAfterReset': 'Yeni şifrenizle giriş yapın',
  'panel.home': 'Ana sayfaya git',
};
