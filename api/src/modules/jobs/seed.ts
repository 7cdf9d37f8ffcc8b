// The jobs module's seed data: demo jobs for a newcomer's first start (NODE_ENV not production, SEED_DEMO
// not 0, no jobs yet), so the careers board has something to show.
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobsRepository, notifyJobsChanged } from './repository';

const day = 86_400_000;
type Demo = Omit<typeof jobs.$inferInsert, 'id'>;

/** The demo jobs' places as Turkish pages name them (the careers card and location filter read them). */
const turkishPlaces: Record<string, string> = {
  'Davao City, Philippines': 'Davao, Filipinler',
  'Cebu City, Philippines': 'Cebu, Filipinler',
  'Manila, Philippines': 'Manila, Filipinler',
  'Iloilo City, Philippines': 'Iloilo, Filipinler',
  'Makati, Philippines': 'Makati, Filipinler',
  'Quezon City, Philippines': 'Quezon City, Filipinler',
};

const demoJobs: Demo[] = [
  {
    title: 'Customer Service Representative',
    description:
      'Answer inbound calls, chats and emails for a US home-services brand, resolve billing and scheduling questions on the first contact, and keep every case documented in the CRM.',
    type: 'Remote',
    location: 'Davao City, Philippines',
    language: ['English'],
    responsibilities: [
      'Handle 40–60 inbound contacts a day across phone, chat and email',
      'Resolve billing, booking and service questions using the knowledge base',
      'Log every interaction and follow-up in HubSpot',
      'Escalate complex cases to the team lead with a clear summary',
    ],
    operatingHours: 'Monday to Friday, 9:00 PM – 6:00 AM (Philippine time), US business hours',
    training: ['Two weeks of paid product and systems training', 'Weekly call-quality coaching'],
    requirements: [
      'At least one year of customer service or call center experience',
      'Excellent spoken and written English',
      'Stable internet connection of 25 Mbps or more and a quiet workspace',
    ],
    benefits: ['HMO coverage from day one', 'Night differential pay', 'Performance bonus every quarter'],
  },
  {
    title: 'Technical Support Representative (Tier 1)',
    description:
      'Troubleshoot connectivity, account and device issues for a SaaS company’s small-business customers and guide them to a fix by phone, chat and screen-share.',
    type: 'Hybrid',
    location: 'Cebu City, Philippines',
    language: ['English'],
    responsibilities: [
      'Diagnose login, network and configuration problems',
      'Walk customers through fixes step by step',
      'Create clear tickets in Zendesk and escalate to Tier 2 when needed',
      'Suggest knowledge-base improvements from recurring issues',
    ],
    operatingHours: 'Rotating shifts, five days a week, US Eastern business hours',
    training: ['Product certification in the first month'],
    requirements: [
      'One year in technical support or IT help desk',
      'Working knowledge of Windows, macOS and home networking',
      'Patient, structured troubleshooting',
    ],
    benefits: [
      'Hybrid schedule: three days at home',
      'Certification allowance',
      'HMO with one free dependent',
    ],
  },
  {
    title: 'Bilingual Customer Support Agent (English/Spanish)',
    description:
      'Support Spanish- and English-speaking customers of a US telecom reseller with plan changes, activations and order tracking.',
    type: 'Remote',
    location: 'Manila, Philippines',
    language: ['English', 'Spanish'],
    responsibilities: [
      'Take inbound calls in English and Spanish',
      'Activate lines and process plan changes',
      'Track orders and coordinate with the logistics team',
    ],
    operatingHours: 'Monday to Friday, 10:00 PM – 7:00 AM (Philippine time)',
    requirements: [
      'Fluent Spanish and English',
      'Six months or more of call center experience',
      'Comfortable with several systems at once',
    ],
    benefits: ['Language premium on top of base pay', 'Home-office equipment provided'],
  },
  {
    title: 'Medical Billing Specialist',
    description:
      'Prepare and submit clean claims for a multi-site US physiotherapy group, follow up on denials and keep accounts receivable current.',
    type: 'Remote',
    location: 'Davao City, Philippines',
    language: ['English'],
    responsibilities: [
      'Submit claims to commercial payers and Medicare',
      'Work denials and rejections within 48 hours',
      'Post payments and reconcile EOBs',
      'Report weekly on aging receivables',
    ],
    operatingHours: 'Monday to Friday, US Central business hours',
    training: ['HIPAA compliance training before the first shift'],
    requirements: [
      'Two years of US medical billing experience',
      'Familiarity with CPT, ICD-10 and payer portals',
      'Strong attention to detail',
    ],
    benefits: ['HMO coverage', 'Paid HIPAA and coding courses', 'Fixed weekday schedule'],
  },
  {
    title: 'Insurance Verification Specialist',
    description:
      'Verify patients’ eligibility and benefits before appointments for a US dental network so that clinics can quote costs with confidence.',
    type: 'Remote',
    location: 'Iloilo City, Philippines',
    language: ['English'],
    responsibilities: [
      'Check eligibility and benefits on payer portals and by phone',
      'Record coverage details in the practice management system',
      'Flag pre-authorisation needs to the clinic',
    ],
    operatingHours: 'Monday to Friday, 8:00 PM – 5:00 AM (Philippine time)',
    requirements: ['One year of insurance verification or healthcare BPO experience', 'Clear phone manner'],
    benefits: ['Night differential pay', 'Healthcare career track'],
  },
  {
    title: 'Virtual Receptionist',
    description:
      'Be the friendly first voice of a busy US law practice: answer calls, book consultations and route messages to the right attorney.',
    type: 'Remote',
    location: 'Davao City, Philippines',
    language: ['English'],
    responsibilities: [
      'Answer and route calls using the firm’s scripts',
      'Book and confirm consultations in Clio',
      'Take accurate messages and send same-day summaries',
    ],
    operatingHours: '24/7 roster, 40 hours a week, weekends on rotation',
    requirements: ['Warm, clear spoken English', 'Six months of front-desk or call handling experience'],
    benefits: ['Weekend premium', 'HMO coverage'],
  },
  {
    title: 'Bookkeeper',
    description:
      'Keep the books of several Australian small businesses in order: categorise transactions, reconcile accounts and prepare monthly reports.',
    type: 'Remote',
    location: 'Cebu City, Philippines',
    language: ['English'],
    responsibilities: [
      'Reconcile bank and card accounts in Xero',
      'Process supplier bills and customer invoices',
      'Prepare monthly profit-and-loss and balance-sheet reports',
    ],
    operatingHours: 'Monday to Friday, 6:00 AM – 3:00 PM (Philippine time), Australian business hours',
    requirements: ['Two years of bookkeeping experience', 'Xero or QuickBooks Online certification'],
    benefits: ['Day shift', 'Xero advisor certification paid by us'],
  },
  {
    title: 'Full Stack Engineer (React / Node.js)',
    description:
      'Build features end to end for a Canadian logistics start-up’s customer portal, from React screens to Node.js services and PostgreSQL.',
    type: 'Remote',
    location: 'Manila, Philippines',
    language: ['English'],
    responsibilities: [
      'Design and ship features across the React front end and Node.js API',
      'Write automated tests and review teammates’ pull requests',
      'Improve performance and observability of production services',
    ],
    operatingHours: 'Monday to Friday, with a four-hour overlap with Toronto time',
    requirements: [
      'Four years of professional experience with TypeScript, React and Node.js',
      'Solid SQL and PostgreSQL knowledge',
      'Clear written communication',
    ],
    benefits: ['Hardware allowance', 'Learning budget', 'Flexible hours within the overlap'],
  },
  {
    title: 'Social Media Manager',
    description:
      'Plan, publish and report on content for two US consumer brands across Instagram, TikTok and LinkedIn.',
    type: 'Hybrid',
    location: 'Makati, Philippines',
    language: ['English'],
    responsibilities: [
      'Build monthly content calendars with the brand teams',
      'Write captions and brief designers and video editors',
      'Engage with the community and report on growth monthly',
    ],
    operatingHours: 'Monday to Friday, US Pacific mornings',
    requirements: ['Two years managing brand social accounts', 'A portfolio of campaigns with results'],
    benefits: ['Creative tools subscription', 'Hybrid schedule'],
  },
  {
    title: 'Data Analyst',
    description:
      'Turn sales and operations data into dashboards and clear recommendations for a US e-commerce client.',
    type: 'Remote',
    location: 'Davao City, Philippines',
    language: ['English'],
    responsibilities: [
      'Build and maintain dashboards in Looker Studio',
      'Write SQL to answer ad-hoc business questions',
      'Present weekly insights to the client’s operations lead',
    ],
    operatingHours: 'Monday to Friday, US Eastern afternoons',
    requirements: ['Two years of analytics experience', 'Strong SQL and spreadsheet skills'],
    benefits: ['Certification support', 'HMO coverage'],
  },
  {
    title: 'Appointment Setter (French/English)',
    description:
      'Call warm leads for a Canadian solar installer in French and English and book qualified in-home assessments.',
    type: 'Remote',
    location: 'Quezon City, Philippines',
    language: ['English', 'French'],
    responsibilities: [
      'Call inbound and warm leads within minutes of sign-up',
      'Qualify interest and book assessments in the sales calendar',
      'Keep the CRM pipeline accurate',
    ],
    operatingHours: 'Monday to Friday, Eastern Canada business hours',
    requirements: ['Fluent French and English', 'One year of outbound or sales experience'],
    benefits: ['Commission on every booked assessment', 'Language premium'],
  },
  {
    title: 'Executive Assistant',
    description:
      'Support the founder of a US marketing agency with calendar, inbox, travel and meeting preparation, so every hour goes to what matters.',
    type: 'On-site',
    location: 'Davao City, Philippines',
    language: ['English'],
    responsibilities: [
      'Manage a busy calendar across time zones',
      'Triage the inbox and draft replies',
      'Prepare briefs and notes for client meetings',
      'Book travel and handle expenses',
    ],
    operatingHours: 'Monday to Friday, US Eastern business hours, from our Davao office',
    requirements: [
      'Three years as an executive or virtual assistant',
      'Excellent written English',
      'Discretion',
    ],
    benefits: ['Office meals', 'Transport allowance', 'HMO with two free dependents'],
  },
];

/** Inserts the demo jobs when there are no jobs at all; returns how many it inserted. */
export async function seedDemoJobs(db: Db): Promise<number> {
  if ((await jobsRepository(db).count()) > 0) return 0;
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(jobs).values(
      demoJobs.map((j, i) => ({
        ...j,
        locationTr: turkishPlaces[j.location] ?? null,
        postingDate: new Date(now - i * 2 * day),
      })),
    );
    await notifyJobsChanged(tx);
  });
  return demoJobs.length;
}
