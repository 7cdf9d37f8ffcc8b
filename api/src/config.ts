// Every setting of the API comes from an environment variable, parsed once here with zod.
// Defaults are safe for the local run (`npm start` on a fresh clone); production overrides them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SITE_BUILD_ENV } from '@crestline/contracts/site-build';
import { RETENTION_DEFAULTS } from '@crestline/contracts/retention';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('var'),
  DATABASE_URL: z.string().optional(),
  SITE_DIST: z.string().default('site/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.string().default('100kb'),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL: z.string().default('7d'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_NAME: z.string().default('Administrator'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Crestline Staffing <no-reply@crestlinestaffing.example>'),
  /** Where new-lead alerts go: addresses separated by commas; unset → every admin account's address. */
  /** A lead form sent sooner than this after it was started counts as junk (docs/api.md, "Leads"). */
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  SALES_EMAIL: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(/[,;\s]+/)
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'SALES_EMAIL must hold email addresses separated by commas' }))),
  SEED_DEMO: bool.optional(),
  TRUST_PROXY: z.string().default('loopback'),
  FILE_LINK_SECRET: z.string().min(32).optional(),
  FILE_LINK_TTL: z.coerce.number().int().min(60).default(3600),
  ADMIN_MFA: z.enum(['required', 'optional']).default('required'),
  MFA_SECRET_KEY: z.string().min(32).optional(),
  ADMIN_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  RATE_LIMIT_PUBLIC_POSTS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(50),
  [SITE_BUILD_ENV.cmsUrl]: z.string().optional(),
  [SITE_BUILD_ENV.cmsToken]: z.string().min(16).optional(),
  REBUILD_SECRET: z.string().min(16).optional(),
  REBUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).default(3000),
  /** How long a site build waits for the CMS to answer (a start launches both at once). */
  CMS_WAIT_MS: z.coerce.number().int().min(0).default(120_000),
  SITE_BUILD_COMMAND: z.string().default('npm run build -w site --'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(120_000),
  /** How long after a matching job is published the job-alert digest waits (later ones join it). */
  JOB_ALERT_DELAY_SECONDS: z.coerce.number().min(0).max(86_400).default(300),
  RETENTION_DAYS: z.coerce.number().int().min(1).default(RETENTION_DEFAULTS.retentionDays),
  TALENT_POOL_MONTHS: z.coerce.number().int().min(1).max(60).default(RETENTION_DEFAULTS.talentPoolMonths),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(36_500)
    .default(RETENTION_DEFAULTS.auditRetentionDays),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('crestline:'),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().default('crestline-files'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  STRIPE_AUTOMATIC_TAX: bool.default(false),
  [SITE_BUILD_ENV.contentSeedsDir]: z.string().default('content-seeds'),
  PREVIEW_SECRET: z.string().min(16).optional(),
  SITE_PREVIEW_DIST: z.string().default('site/dist-preview'),
  [SITE_BUILD_ENV.cmsMediaDir]: z.string().default('site/.cms-media'),
  CMS_PUBLIC_URL: z.url().optional(),
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16)]).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string | undefined;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long opening a PostgreSQL connection may take before the request fails with 503. */
  databaseConnectTimeoutMs: number;
  siteDist: string;
  logLevel: Env['LOG_LEVEL'];
  bodyLimit: string;
  jwtSecret: string;
  jwtTtl: string;
  admin: { email: string; password: string; name: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SALES_EMAIL: the new-lead alerts' recipients; empty → every admin account (modules/leads). */
  salesEmail: string[];
  /** LEAD_MIN_FILL_MS: the junk rule's minimum fill time. */
  leadMinFillMs: number;
  seedDemo: boolean;
  trustProxy: string;
  fileLinkSecret: string;
  fileLinkTtl: number;
  /** `required`: an admin without a second factor gets no admin data until enrolled (ADMIN_MFA). */
  adminMfa: 'required' | 'optional';
  /** Encrypts the accounts' TOTP secrets at rest (MFA_SECRET_KEY). */
  mfaSecretKey: string;
  /** How long an admin list may be answered from memory at most (0: never); writes drop it at once. */
  adminListCacheSeconds: number;
  /** Requests per IP per 15 minutes: every public POST form, and the account endpoints. */
  rateLimits: { publicPosts: number; auth: number };
  /** Seconds the job-alert digest waits after a matching job is published (JOB_ALERT_DELAY_SECONDS). */
  jobAlertDelaySeconds: number;
  /** Applications, inbox records and sent mail older than this many days are deleted. */
  retentionDays: number;
  /** How long an applicant who ticked "keep my CV for future roles" stays in the talent pool (TALENT_POOL_MONTHS). */
  talentPoolMonths: number;
  /** How long the audit trail is kept: longer than the data it is about (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** Redis for shared rate-limit counters (unset: counters in the database). */
  redis: { url: string; prefix: string; commandTimeoutMs: number } | undefined;
  /** Where uploaded PDFs are kept: DATA_DIR/files, or an S3-compatible bucket. */
  files:
    | { kind: 'disk'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  /** The longest a request may take to arrive whole (a slow upload that never finishes is cut off). */
  requestTimeoutMs: number;
  /** How long a shutdown waits for requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  /**
   * Payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the keyless demo checkout. apiBase points the
   * SDK at another host (a local stand-in in tests); webhookSecret verifies POST /stripe/webhook.
   */
  payments: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string | undefined;
    timeoutMs: number;
    /** Stripe Tax calculates the tax at checkout and on every invoice (STRIPE_AUTOMATIC_TAX=1). */
    automaticTax: boolean;
  };
  /** The preview of drafts for the CMS's Preview panel (modules/preview). */
  preview: {
    /** Key of the signed preview links (PREVIEW_SECRET, shared with the CMS). */
    secret: string;
    /** The preview build of the site (its server/entry.mjs and client/ folder). */
    dist: string;
    cmsUrl: string | undefined;
    cmsToken: string | undefined;
    /** Where media a draft names are downloaded to (CMS_MEDIA_DIR). */
    cmsMediaDir: string;
    /** Origins allowed to show a preview in a frame: the CMS admin's. */
    frameAncestors: string[];
  };
  /** Where the plan catalogue comes from when no site is built. */
  contentSeedsDir: string;
  /** Bearer token of GET /metrics (METRICS_TOKEN); unset: the endpoint does not exist (404). */
  metricsToken: string | undefined;
  /** Site rebuilds after CMS publishes (POST /api/v1/internal/rebuild). */
  rebuild: {
    secret: string;
    debounceMs: number;
    /** CMS_WAIT_MS: how long a build waits for the CMS to answer. */
    cmsWaitMs: number;
    command: string;
    cmsUrl: string | undefined;
    /** The CMS's read-only API token the site build reads content with (the CMS serves nothing without it). */
    cmsToken: string | undefined;
  };
}

/** Reads a secret from DATA_DIR/secrets.json, generating and saving it on first use. */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}

/** A secret in its own file under DATA_DIR, shared with the CMS (which reads or creates the same file). */
function sharedFileSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value) return value;
  }
  const value = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** The origins the CMS admin may be opened at (a loopback address under either name). */
function cmsOrigins(url: string | undefined): string[] {
  if (!url) return [];
  const origin = new URL(url).origin;
  const other = origin.includes('://127.0.0.1')
    ? origin.replace('://127.0.0.1', '://localhost')
    : origin.includes('://localhost')
      ? origin.replace('://localhost', '://127.0.0.1')
      : undefined;
  return other ? [origin, other] : [origin];
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET (at least 32 characters) must be set when NODE_ENV=production');
  }
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (webhooks are verified)');
  }
  if (e.AUDIT_RETENTION_DAYS <= e.RETENTION_DAYS) {
    throw new ConfigError(
      `AUDIT_RETENTION_DAYS (${e.AUDIT_RETENTION_DAYS}) must be longer than RETENTION_DAYS (${e.RETENTION_DAYS}): ` +
        'the trail outlives the records it is about',
    );
  }
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    siteDist: path.resolve(repoRoot, e.SITE_DIST),
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir, 'jwtSecret'),
    jwtTtl: e.JWT_TTL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    leadMinFillMs: e.LEAD_MIN_FILL_MS,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    fileLinkSecret: e.FILE_LINK_SECRET ?? localSecret(dataDir, 'fileLinkSecret'),
    fileLinkTtl: e.FILE_LINK_TTL,
    adminMfa: e.ADMIN_MFA,
    // Every API process must read the same key: without MFA_SECRET_KEY it follows JWT_SECRET (which
    // replicas share; the second-factor module derives its own key from it), else a local secret.
    mfaSecretKey:
      e.MFA_SECRET_KEY ?? (e.JWT_SECRET ? `jwt:${e.JWT_SECRET}` : localSecret(dataDir, 'mfaSecretKey')),
    adminListCacheSeconds: e.ADMIN_LIST_CACHE_SECONDS,
    rateLimits: { publicPosts: e.RATE_LIMIT_PUBLIC_POSTS, auth: e.RATE_LIMIT_AUTH },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    jobAlertDelaySeconds: e.JOB_ALERT_DELAY_SECONDS,
    retentionDays: e.RETENTION_DAYS,
    talentPoolMonths: e.TALENT_POOL_MONTHS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    redis: e.REDIS_URL
      ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX, commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS }
      : undefined,
    files:
      e.FILE_STORE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : { kind: 'disk', dir: path.join(dataDir, 'files') },
    payments: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: e.STRIPE_API_BASE,
      timeoutMs: e.STRIPE_TIMEOUT_MS,
      automaticTax: e.STRIPE_AUTOMATIC_TAX,
    },
    contentSeedsDir: path.resolve(repoRoot, e.CONTENT_SEEDS_DIR),
    metricsToken: e.METRICS_TOKEN || undefined,
    preview: {
      secret: e.PREVIEW_SECRET ?? sharedFileSecret(dataDir, 'preview-secret'),
      dist: path.resolve(repoRoot, e.SITE_PREVIEW_DIST),
      cmsUrl: e.CMS_URL || undefined,
      cmsToken: e.CMS_URL ? (e.CMS_TOKEN ?? sharedFileSecret(dataDir, 'cms-read-token')) : undefined,
      cmsMediaDir: path.resolve(repoRoot, e.CMS_MEDIA_DIR),
      frameAncestors: cmsOrigins(e.CMS_PUBLIC_URL ?? e.CMS_URL),
    },
    rebuild: {
      secret: e.REBUILD_SECRET ?? sharedFileSecret(dataDir, 'rebuild-secret'),
      debounceMs: e.REBUILD_DEBOUNCE_MS,
      cmsWaitMs: e.CMS_WAIT_MS,
      command: e.SITE_BUILD_COMMAND,
      cmsUrl: e.CMS_URL || undefined,
      cmsToken: e.CMS_URL ? (e.CMS_TOKEN ?? sharedFileSecret(dataDir, 'cms-read-token')) : undefined,
    },
  };
}
