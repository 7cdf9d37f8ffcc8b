// Login panel and password reset texts that the shared message catalogue does not carry (headings,
// labels, buttons), in en and tr. Validation and error texts come from @crestline/contracts/messages.
import type { Locale } from '@crestline/contracts/enums';

const en = {
  loginTitle: 'Log in',
  loginIntro: 'Welcome back. Log in to manage your plans and subscriptions.',
  signupTitle: 'Create an account',
  signupIntro: 'Create an account to purchase plans and follow your subscriptions.',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email address of your account and we will send you a link to reset your password.',
  name: 'Full name',
  email: 'Email address',
  password: 'Password',
  confirmPassword: 'Confirm password',
  passwordHint: 'At least 8 characters',
  loginButton: 'Log in',
  signupButton: 'Create account',
  forgotButton: 'Send reset link',
  loggingIn: 'Logging in...',
  signingUp: 'Creating account...',
  sendingLink: 'Sending...',
  noAccount: 'Don’t have an account?',
  signupLink: 'Sign up',
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  forgotLink: 'Forgot password?',
  backToLogin: 'Back to login',
  resetIntro: 'Choose a new password for your account.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  resetButton: 'Reset password',
  resetting: 'Resetting...',
  loginAfterReset: 'Log in with your new password',
  home: 'Go to the home page',
} as const;

export type AuthTextKey = keyof typeof en;

const tr: Record<AuthTextKey, string> = {
  loginTitle: 'Giriş Yap',
  loginIntro: 'Tekrar hoş geldiniz. Paketlerinizi ve aboneliklerinizi yönetmek için giriş yapın.',
  signupTitle: 'Hesap Oluştur',
  signupIntro: 'Paket satın almak ve aboneliklerinizi takip etmek için bir hesap oluşturun.',
  forgotTitle: 'Şifrenizi mi unuttunuz?',
  forgotIntro:
    'Hesabınıza ait e-posta adresini girin; şifrenizi sıfırlayabilmeniz için size bir bağlantı gönderelim.',
  name: 'Ad soyad',
  email: 'E-posta adresi',
  password: 'Şifre',
  confirmPassword: 'Şifreyi doğrulayın',
  passwordHint: 'En az 8 karakter',
  loginButton: 'Giriş yap',
  signupButton: 'Hesap oluştur',
  forgotButton: 'Sıfırlama bağlantısı gönder',
  loggingIn: 'Giriş yapılıyor...',
  signingUp: 'Hesap oluşturuluyor...',
  sendingLink: 'Gönderiliyor...',
  noAccount: 'Hesabınız yok mu?',
  signupLink: 'Kaydolun',
  haveAccount: 'Zaten bir hesabınız var mı?',
  loginLink: 'Giriş yapın',
  forgotLink: 'Şifremi unuttum',
  backToLogin: 'Girişe dön',
  resetIntro: 'Hesabınız için yeni bir şifre belirleyin.',
  newPassword: 'Yeni şifre',
  confirmNewPassword: 'Yeni şifreyi doğrulayın',
  resetButton: 'Şifreyi sıfırla',
  resetting: 'Sıfırlanıyor...',
  loginAfterReset: 'Yeni şifrenizle giriş yapın',
  home: 'Ana sayfaya git',
};

const texts: Record<Locale, Record<AuthTextKey, string>> = { en, tr };

export function at(lang: Locale, key: AuthTextKey): string {
  return texts[lang === 'tr' ? 'tr' : 'en'][key];
}
