// Notice at collection (KVKK Art. 10, GDPR Art. 13): every form says in one sentence who collects what and
// why, and links the matching section of the privacy policy in the page's language. The sections'
// anchors are fixed here; the policy's content (content-seeds/privacy-policy, the CMS) carries one each.

/** The privacy policy's sections by their address on the page (/privacypolicy#purposes), in order. */
export const POLICY_ANCHORS = [
  'introduction',
  'information-we-collect',
  'how-we-collect',
  'purposes',
  'cookies',
  'sharing',
  'third-parties',
  'security',
  'rights',
  'retention',
  'children',
  'transfers',
  'changes',
  'contact',
] as const;
export type PolicyAnchor = (typeof POLICY_ANCHORS)[number];

/** The forms that collect personal data, with the policy section their notice links to. */
export const NOTICE_FORMS = {
  contact: 'purposes',
  quote: 'purposes',
  consultation: 'purposes',
  application: 'purposes',
  franchise: 'purposes',
  signUp: 'purposes',
  checkout: 'purposes',
  privacyRequest: 'rights',
  jobAlert: 'purposes',
} as const satisfies Record<string, PolicyAnchor>;
export type NoticeForm = keyof typeof NOTICE_FORMS;
