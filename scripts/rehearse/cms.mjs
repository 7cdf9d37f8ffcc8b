// The CMS in the rehearsal: Strapi (`npm run start -w cms`, as the image runs it) on the rehearsal's
// PostgreSQL, behind nginx on its own host name; its publish webhook makes the API rebuild the site.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { run } from '../lib.mjs';
import { waitFor } from './services.mjs';

/** Strapi's secrets and the shared ones, fixed for the rehearsal (compose takes them from .env). */
export const cmsSecrets = {
  CMS_TOKEN: 'rehearsal-cms-read-token-0123456789abcdef',
  PREVIEW_SECRET: 'rehearsal-preview-secret-0123456789',
};

/** Strapi on `databaseUrl`, public as http://cmsHost:nginx-port; its webhook calls the API at rebuildHost. */
export async function startCms({ root, dir, ports, cmsHost, databaseUrl, rebuildHost }) {
  const dataDir = path.join(dir, 'cms');
  const port = ports.cms;
  const publicUrl = `http://${cmsHost}:${ports.nginx}`;
  const siteUrl = `http://127.0.0.1:${ports.nginx}`;
  const rebuildUrl = `http://${rebuildHost}:${ports.api}/api/v1/internal/rebuild`;
  const rebuildSecret = 'rehearsal-rebuild-secret'; // the API's REBUILD_SECRET (services.mjs)
  const log = path.join(dir, 'cms.log');
  if (!existsSync(path.join(root, 'cms/dist/build/index.html'))) {
    const code = await run('npm', ['run', 'build', '-w', 'cms'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (code !== 0) throw new Error('the CMS build failed');
  }
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn('npm', ['run', 'start', '-w', 'cms'], {
    cwd: root,
    env: {
      ...process.env,
      ...cmsSecrets,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(port),
      CMS_PUBLIC_URL: publicUrl,
      CMS_BEHIND_PROXY: 'true',
      CMS_LOG_LEVEL: 'warn',
      DATABASE_CLIENT: 'postgres',
      CMS_DATABASE_URL: databaseUrl,
      SITE_REBUILD_URL: rebuildUrl,
      REBUILD_SECRET: rebuildSecret,
      PUBLIC_URL: siteUrl,
      APP_KEYS: 'rehearsal-app-key-1,rehearsal-app-key-2',
      API_TOKEN_SALT: 'rehearsal-api-token-salt',
      ADMIN_JWT_SECRET: 'rehearsal-admin-jwt-secret',
      TRANSFER_TOKEN_SALT: 'rehearsal-transfer-token-salt',
      JWT_SECRET: 'rehearsal-users-permissions-jwt-secret',
      ENCRYPTION_KEY: 'rehearsal-encryption-key-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const origin = `http://127.0.0.1:${port}`;
  const ready = waitFor(
    async () => (await fetch(`${origin}/_health`)).status < 500,
    `the CMS (log: ${log})`,
    240_000,
  );
  return {
    origin,
    ready,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await waitFor(
        () => child.exitCode !== null || child.signalCode !== null,
        'the CMS stopping',
        20_000,
      ).catch(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone
        }
      });
    },
  };
}

/** One request to nginx for the CMS's host name (fetch may not set Host). */
function viaHost(origin, host, method, p, { body, token } = {}) {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = request(
      `${origin}${p}`,
      {
        method,
        headers: {
          host,
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, type: res.headers['content-type'] ?? '', text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const ROLE = 'api::role.role';
const SLUG = 'virtual_assistants';

/**
 * The CMS through its front door: the admin panel answers, the content API does not (it does straight
 * from the CMS, with the site's token); the first administrator signs up there, edits a role's text and
 * publishes it; the rebuilt page is on the site nginx serves.
 */
export async function cmsThroughNginx({ nginx, host, cms }) {
  const at = (method, p, options) => viaHost(nginx, host, method, p, options);
  const panel = await at('GET', '/admin');
  const publicApi = await at('GET', '/api/roles', { token: cmsSecrets.CMS_TOKEN });
  const direct = await fetch(`${cms}/api/roles?locale=en`, {
    headers: { authorization: `Bearer ${cmsSecrets.CMS_TOKEN}` },
  });
  const admin = { email: 'rehearsal-editor@example.com', password: 'Rehearsal-Admin-1234' };
  let signedUp = await at('POST', '/admin/register-admin', {
    body: { ...admin, firstname: 'Rita', lastname: 'Rehearsal' },
  });
  if (signedUp.status !== 200) signedUp = await at('POST', '/admin/login', { body: admin });
  const token = signedUp.json?.data?.token;
  if (!token) throw new Error(`CMS sign-up through nginx: ${signedUp.status} ${signedUp.text.slice(0, 200)}`);
  const list = await at(
    'GET',
    `/content-manager/collection-types/${ROLE}?locale=en&page=1&pageSize=10&filters[$and][0][slug][$eq]=${SLUG}`,
    { token },
  );
  const documentId = list.json?.results?.[0]?.documentId;
  if (!documentId) throw new Error(`CMS role not found: ${list.status} ${list.text.slice(0, 200)}`);
  const sentence = `Rehearsal edit ${Date.now().toString(36)} keeps every week in order`;
  const base = `/content-manager/collection-types/${ROLE}/${documentId}`;
  const saved = await at('PUT', `${base}?locale=en`, { token, body: { jobDesc: sentence } });
  const publishedAt = Date.now();
  const published = await at('POST', `${base}/actions/publish?locale=en`, {
    token,
    body: { jobDesc: sentence },
  });
  if (saved.status !== 200 || published.status !== 200)
    throw new Error(`CMS save ${saved.status}, publish ${published.status}: ${published.text.slice(0, 200)}`);
  await waitFor(
    async () => (await (await fetch(`${nginx}/services/${SLUG}/`)).text()).includes(sentence),
    'the published text on the page nginx serves',
    180_000,
  );
  return {
    panel: `${panel.status} ${panel.type.split(';')[0]}`,
    publicApi: publicApi.status,
    directApi: direct.status,
    visibleMs: Date.now() - publishedAt,
  };
}
