// Admin roles (contracts/src/roles.ts, docs/authorization.md): their names, the API's refusals and the
// admins screen's role controls. Spread into en.ts and tr.ts; the Turkish object holds the same keys.

export const rolesEn = {
  'admin.role.owner': 'Owner',
  'admin.role.recruiter': 'Recruiter',
  'admin.role.sales': 'Sales',
  'admin.role.finance': 'Finance',
  'admin.role.owner.hint': 'Everything, including admin accounts, privacy requests and the audit trail',
  'admin.role.recruiter.hint': 'Jobs, applicants and their CVs, the board and franchise applications',
  'admin.role.sales.hint': 'Messages, inquiries and customers',
  'admin.role.finance.hint': 'Payments, refunds, subscriptions, invoices and customers',
  'roles.required': 'Choose at least one role.',
  'roles.unknown': 'Choose roles from the list: owner, recruiter, sales or finance.',
  'roles.lastOwner': 'This is the last owner: make another account an owner first.',
  'roles.forbidden': 'Your role does not include this. Ask an owner if you need it.',
  'admin.role.title': 'Not for your role',
  'admin.role.text':
    'This screen is not part of your role ({roles}). If you need it for your work, ask an owner to add the role to your account.',
  'admin.role.home': 'Go to the admin home',
  'admin.role.none': 'no admin role',
} as const;

export const rolesTr: Record<keyof typeof rolesEn, string> = {
  'admin.role.owner': 'Sahip',
  'admin.role.recruiter': 'İşe alım',
  'admin.role.sales': 'Satış',
  'admin.role.finance': 'Finans',
  'admin.role.owner.hint': 'Her şey; yönetici hesapları, kişisel veri talepleri ve denetim kaydı dahil',
  'admin.role.recruiter.hint': 'İlanlar, adaylar ve özgeçmişleri, aday panosu ve franchise başvuruları',
  'admin.role.sales.hint': 'Mesajlar, talepler ve müşteriler',
  'admin.role.finance.hint': 'Ödemeler, iadeler, abonelikler, faturalar ve müşteriler',
  'roles.required': 'En az bir rol seçin.',
  'roles.unknown': 'Rolleri listeden seçin: sahip, işe alım, satış veya finans.',
  'roles.lastOwner': 'Bu son sahip: önce başka bir hesabı sahip yapın.',
  'roles.forbidden': 'Rolünüz bu işlemi kapsamıyor. Gerekirse bir sahipten isteyin.',
  'admin.role.title': 'Rolünüze açık değil',
  'admin.role.text':
    'Bu ekran rolünüzün ({roles}) kapsamında değil. İşiniz için gerekiyorsa bir sahipten hesabınıza bu rolü eklemesini isteyin.',
  'admin.role.home': 'Yönetim ana sayfasına git',
  'admin.role.none': 'yönetici rolü yok',
};
