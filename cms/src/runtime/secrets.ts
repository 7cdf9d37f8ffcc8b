// Strapi's secrets: taken from the environment when set, otherwise generated once into the
// git-ignored cms/.secrets.json and read back on later starts, so sessions and tokens survive restarts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cmsDir, dataDir } from './paths';

export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
type Secrets = Record<SecretName, string>;

const random = () => crypto.randomBytes(32).toString('base64');
const generate = (name: SecretName) =>
  name === 'APP_KEYS' ? [random(), random(), random(), random()].join(',') : random();

const secretsFile = () => path.join(cmsDir, '.secrets.json');

const readFile = (file: string): Partial<Secrets> => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
};

const missingIn = (stored: Partial<Secrets>) =>
  SECRET_NAMES.filter((name) => !process.env[name] && !stored[name]);

// Complete files appear atomically: written aside, then hard-linked into place (fails if another
// process got there first, whose file is then used) or renamed over an older, incomplete file.
const save = (file: string, stored: Partial<Secrets>, replace: boolean): boolean => {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  try {
    if (replace) fs.renameSync(tmp, file);
    else fs.linkSync(tmp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
};

let cached: Secrets | undefined;

/** Every secret, from env first, then from the secrets file (filled in and saved when incomplete). */
export const loadSecrets = (): Secrets => {
  if (cached) return cached;
  // Every secret in the environment (a container, a host with a secrets manager): the file is neither
  // read nor written — the app's folder may be read-only and belong to another user.
  if (SECRET_NAMES.every((name) => process.env[name])) {
    cached = Object.fromEntries(SECRET_NAMES.map((name) => [name, process.env[name]])) as Secrets;
    return cached;
  }
  const file = secretsFile();
  let stored = readFile(file);
  const missing = missingIn(stored);
  if (missing.length > 0) {
    const existed = fs.existsSync(file);
    const completed = { ...stored };
    for (const name of missing) completed[name] = generate(name);
    stored = save(file, completed, existed) ? completed : readFile(file);
  }
  cached = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, process.env[name] || stored[name] || generate(name)]),
  ) as Secrets;
  return cached;
};

/**
 * A secret the CMS shares with the API: from the environment variable `name`, or the contents of
 * <DATA_DIR>/<file>, created here when missing so the API (which does the same) reads the same value.
 */
const sharedSecret = (name: string, fileName: string): string => {
  if (process.env[name]) return process.env[name];
  const file = path.join(dataDir(), fileName);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
};

/** The secret the site's rebuild endpoint expects (REBUILD_SECRET). */
export const rebuildSecret = () => sharedSecret('REBUILD_SECRET', 'rebuild-secret');
/** The read-only API token the site's build and preview read content with (CMS_TOKEN). */
export const readToken = () => sharedSecret('CMS_TOKEN', 'cms-read-token');
/** The key preview links are signed with (PREVIEW_SECRET). */
export const previewSecret = () => sharedSecret('PREVIEW_SECRET', 'preview-secret');
