// Talking to candidates (ours): where applicants came from, status mails and their history, bulk status
// changes and job alerts. Spread into en.ts and tr.ts; the Turkish object must hold the same keys.

export const candidatesEn = {
  'applicants.invalidPeriod': 'Choose a valid period: the start date must not be after the end date.',
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
} as const;

export const candidatesTr: Record<keyof typeof candidatesEn, string> = {
  'applicants.invalidPeriod': 'Geçerli bir dönem seçin: başlangıç tarihi bitiş tarihinden sonra olamaz.',
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
};
