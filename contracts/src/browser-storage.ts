// Everything the site keeps in a visitor's browser: cookies and local/session storage keys, with what each
// is for and how long it lasts, in both languages. The /cookies page lists exactly this, and
// site/src/browser-storage.test.ts fails when the code stores a key or sets a cookie that is not here.
// All of it is strictly necessary for what the visitor asked for (no analytics, no advertising), so the
// site shows no consent banner; anything optional added later needs consent first.
import type { Locale } from './enums';
import { STORAGE_KEYS } from './enums';
import { VISIT_SOURCE_KEY } from './visit-source';

export type BrowserStorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export interface BrowserStorageEntry {
  /** The key or cookie name; a name ending in `*` is a prefix followed by an id. */
  name: string;
  kind: BrowserStorageKind;
  /** Who writes it: the site's own script or the API's answer. All are first-party. */
  setBy: 'site' | 'api';
  purpose: Record<Locale, string>;
  lifetime: Record<Locale, string>;
}

/** The prefix of the signed device cookie (api/src/modules/users/devices.ts uses this name). */
export const KNOWN_DEVICE_COOKIE_PREFIX = 'known_device_';

export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  {
    name: STORAGE_KEYS.user,
    kind: 'localStorage',
    setBy: 'site',
    purpose: {
      en: 'Your signed-in account (name, email, role) so pages show you as signed in.',
      tr: 'Oturum açtığınız hesap (ad, e-posta, rol); sayfaların sizi oturum açmış olarak göstermesi için.',
    },
    lifetime: {
      en: 'Until you sign out (the session itself ends after 7 days by default).',
      tr: 'Oturumu kapatana kadar (oturumun kendisi varsayılan olarak 7 gün sonra sona erer).',
    },
  },
  {
    name: STORAGE_KEYS.token,
    kind: 'localStorage',
    setBy: 'site',
    purpose: {
      en: 'The session token sent with your requests while you are signed in.',
      tr: 'Oturum açıkken isteklerinizle gönderilen oturum anahtarı.',
    },
    lifetime: {
      en: 'Until you sign out (the session itself ends after 7 days by default).',
      tr: 'Oturumu kapatana kadar (oturumun kendisi varsayılan olarak 7 gün sonra sona erer).',
    },
  },
  {
    name: STORAGE_KEYS.language,
    kind: 'localStorage',
    setBy: 'site',
    purpose: {
      en: 'The language you chose (English or Turkish), so the site opens in it next time.',
      tr: 'Seçtiğiniz dil (İngilizce veya Türkçe); site bir sonraki ziyaretinizde bu dilde açılsın diye.',
    },
    lifetime: {
      en: 'Until you choose another language or clear your browser data.',
      tr: 'Başka bir dil seçene veya tarayıcı verilerinizi silene kadar.',
    },
  },
  {
    name: STORAGE_KEYS.subscription,
    kind: 'localStorage',
    setBy: 'site',
    purpose: {
      en: 'The plan you picked on the pricing page (region, talents, months), carried to the checkout.',
      tr: 'Fiyatlandırma sayfasında seçtiğiniz plan (bölge, çalışan sayısı, süre); ödeme adımına taşınması için.',
    },
    lifetime: {
      en: 'Until you pick another plan or clear your browser data.',
      tr: 'Başka bir plan seçene veya tarayıcı verilerinizi silene kadar.',
    },
  },
  {
    name: 'adminSidebar',
    kind: 'localStorage',
    setBy: 'site',
    purpose: {
      en: 'For admins: whether the back office’s side menu is open or folded away.',
      tr: 'Yöneticiler için: yönetim panelinin yan menüsünün açık mı kapalı mı olduğu.',
    },
    lifetime: {
      en: 'Until you change it or clear your browser data.',
      tr: 'Değiştirene veya tarayıcı verilerinizi silene kadar.',
    },
  },
  {
    name: `${STORAGE_KEYS.applicantsView}*`,
    kind: 'localStorage',
    setBy: 'site',
    purpose: {
      en: 'Staff only: whether an administrator sees a job’s applicants as a table or a board (one key per administrator).',
      tr: 'Yalnızca çalışanlar için: bir yöneticinin ilana yapılan başvuruları tablo mu pano mu olarak gördüğü (her yönetici için bir anahtar).',
    },
    lifetime: {
      en: 'Until changed or until the browser data is cleared.',
      tr: 'Değiştirilene veya tarayıcı verileri silinene kadar.',
    },
  },
  {
    name: 'retryPlan', // site/src/islands/purchase/payment-start.ts
    kind: 'sessionStorage',
    setBy: 'site',
    purpose: {
      en: 'The plan of a payment that did not go through, so you can try again without choosing it anew.',
      tr: 'Tamamlanamayan bir ödemenin planı; yeniden seçmeden tekrar deneyebilmeniz için.',
    },
    lifetime: {
      en: 'Until the retry or until the tab is closed.',
      tr: 'Yeniden denemeye veya sekme kapanana kadar.',
    },
  },
  {
    name: VISIT_SOURCE_KEY,
    kind: 'sessionStorage',
    setBy: 'site',
    purpose: {
      en: 'How this visit began (the first page, the referring site and any campaign parameters in the link), sent along only with a form you submit.',
      tr: 'Bu ziyaretin nasıl başladığı (ilk sayfa, yönlendiren site ve bağlantıdaki kampanya parametreleri); yalnızca gönderdiğiniz bir formla birlikte iletilir.',
    },
    lifetime: {
      en: 'Until the tab is closed.',
      tr: 'Sekme kapanana kadar.',
    },
  },
  {
    name: `${KNOWN_DEVICE_COOKIE_PREFIX}*`,
    kind: 'cookie',
    setBy: 'api',
    purpose: {
      en: 'A signed, HTTP-only cookie set when you sign in: it marks this browser as one you have used before, so repeated failed sign-ins by others cannot lock you out. It holds no session and no readable personal data.',
      tr: 'Oturum açtığınızda ayarlanan, imzalı ve yalnızca HTTP ile erişilebilen bir çerez: bu tarayıcıyı daha önce kullandığınız bir tarayıcı olarak işaretler; böylece başkalarının tekrarlanan başarısız giriş denemeleri sizi hesabınızın dışında bırakamaz. Oturum bilgisi veya okunabilir kişisel veri içermez.',
    },
    lifetime: {
      en: '180 days.',
      tr: '180 gün.',
    },
  },
];
