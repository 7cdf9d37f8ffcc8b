// The /cookies page: what the site keeps in the browser (the list itself is browser-storage.ts). Spread
// into en.ts and tr.ts; the Turkish object must hold the same keys.

export const cookiesEn = {
  'cookies.title': 'Cookies and browser storage',
  'cookies.metaDescription':
    'Every cookie and browser storage key the Crestline Staffing site uses, what it is for and how long it lasts.',
  'cookies.intro':
    'The site keeps only what it needs to do what you ask: your language, the plan you picked, your sign-in and the like. There are no analytics, advertising or third-party cookies, so there is nothing to accept or refuse. You can clear all of it at any time in your browser’s settings; the site then forgets your choices and signs you out.',
  'cookies.col.name': 'Name',
  'cookies.col.kind': 'Where',
  'cookies.col.purpose': 'What it is for',
  'cookies.col.lifetime': 'How long',
  'cookies.kind.cookie': 'Cookie (set by our server)',
  'cookies.kind.localStorage': 'Local storage',
  'cookies.kind.sessionStorage': 'Session storage',
  'cookies.prefixNote': 'A name ending in * is followed by an identifier.',
  'cookies.policyLink': 'How we handle personal data is explained in our privacy policy.',
  'cookies.footerLink': 'Cookies',
} as const;

export const cookiesTr = {
  'cookies.title': 'Çerezler ve tarayıcı depolama',
  'cookies.metaDescription':
    'Crestline Staffing sitesinin kullandığı tüm çerezler ve tarayıcı depolama anahtarları, amaçları ve saklama süreleri.',
  'cookies.intro':
    'Site yalnızca istediğiniz işlemi yapmak için gerekenleri saklar: diliniz, seçtiğiniz plan, oturumunuz gibi. Analiz, reklam veya üçüncü taraf çerezi kullanılmaz; bu nedenle onaylamanız ya da reddetmeniz gereken bir şey yoktur. Bunların tümünü istediğiniz zaman tarayıcınızın ayarlarından silebilirsiniz; bu durumda site seçimlerinizi unutur ve oturumunuzu kapatır.',
  'cookies.col.name': 'Ad',
  'cookies.col.kind': 'Yer',
  'cookies.col.purpose': 'Amacı',
  'cookies.col.lifetime': 'Süresi',
  'cookies.kind.cookie': 'Çerez (sunucumuz tarafından ayarlanır)',
  'cookies.kind.localStorage': 'Yerel depolama (local storage)',
  'cookies.kind.sessionStorage': 'Oturum depolama (session storage)',
  'cookies.prefixNote': '* ile biten adların ardından bir tanımlayıcı gelir.',
  'cookies.policyLink': 'Kişisel verilerinizi nasıl işlediğimiz gizlilik politikamızda açıklanmıştır.',
  'cookies.footerLink': 'Çerezler',
} satisfies Record<keyof typeof cookiesEn, string>;
