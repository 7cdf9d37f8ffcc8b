// The company's contact data in every mail's footer. It repeats the site's global content (content-seeds/
// global/{en,tr}.json: brand, info address, phones, US office); emails.test.ts fails when the two differ.
// The region names (the phones' labels and the address's country) are catalogue texts, mail.contact.*.
import type { MessageKey } from '@crestline/contracts';

export const COMPANY_NAME = 'Crestline Staffing';

export const COMPANY_CONTACT = {
  email: 'info@crestlinestaffing.example',
  /** The US office; its last line is the country, the US region's name. */
  address: ['2100 Bryant Street, Suite 310', 'San Francisco, CA 94110'],
  phones: [
    { region: 'mail.contact.region.US', number: '+1 (415) 555-0132' },
    { region: 'mail.contact.region.AU', number: '+61 2 5550 1842' },
    { region: 'mail.contact.region.CAN', number: '+1 (604) 555-0187' },
  ],
  country: 'mail.contact.region.US',
} as const satisfies {
  email: string;
  address: readonly string[];
  phones: readonly { region: MessageKey; number: string }[];
  country: MessageKey;
};
