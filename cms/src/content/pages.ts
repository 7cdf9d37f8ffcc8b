// The page of the site each content type makes (docs/site.md): where the Preview panel opens an entry and
// what the admin's help texts name. A role opens its own page; every other type opens one page that shows it.
export const pageOfType: Record<string, { path: string; name: string }> = {
  role: { path: '/services/{slug}', name: 'the role’s page (/services/…)' },
  plan: { path: '/pricing', name: 'the pricing cards (/pricing and the home page)' },
  global: { path: '/', name: 'every page (header, footer, contact data)' },
  'home-page': { path: '/', name: 'the home page' },
  'team-page': { path: '/Talents', name: 'the team page (/Talents)' },
  'about-page': { path: '/about', name: 'the about page (/about)' },
  'services-page': { path: '/services', name: 'the services page (/services)' },
  'services-marketing-page': {
    path: '/hire-remote-talent',
    name: 'the services marketing page (/hire-remote-talent)',
  },
  'role-page-template': { path: '/services/virtual_assistants', name: 'every role page (/services/…)' },
  'pricing-page': { path: '/pricing', name: 'the pricing page (/pricing)' },
  'get-started-page': { path: '/getstarted', name: 'the get started page (/getstarted)' },
  'booking-guidelines': { path: '/booking-guidelines', name: 'the booking guidelines page' },
  'franchising-page': { path: '/franchising', name: 'the franchising page (/franchising)' },
  'team-builder-page': { path: '/teambuilder', name: 'the team builder page (/teambuilder)' },
  'message-us-page': { path: '/message-us', name: 'the message us page (/message-us)' },
  'blogs-page': { path: '/blogs', name: 'the blogs page (/blogs)' },
  'purchase-disclaimer': {
    path: '/purchasedisclaimer',
    name: 'the purchase disclaimer (/purchasedisclaimer)',
  },
  'pre-contract': {
    path: '/purchasedisclaimer',
    name: 'the purchase disclaimer, for plans priced for Türkiye (/purchasedisclaimer)',
  },
  'payment-pages': { path: '/payment-success', name: 'the payment pages (/payment, /payment-success, …)' },
  'privacy-policy': { path: '/privacypolicy', name: 'the privacy policy (/privacypolicy)' },
};
