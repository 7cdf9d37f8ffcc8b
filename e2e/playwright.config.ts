import { defineConfig, devices } from '@playwright/test';
import { cmsEnabled, cmsEnv, cmsToken, cmsURL, previewSecret, rebuildSecret } from './fixtures/cms';

// Journeys drive the real system in Debian's Chromium (never a downloaded browser). The API (serving
// a copy of the built site) and the CMS are started the way a user starts them, each on its own port
// and a fresh data directory; publishing in the CMS rebuilds the API's copy of the site.
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          name: 'api',
          command: 'node scripts/serve.mjs',
          url: `${baseURL}/api/v1/health`,
          timeout: 240_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
          env: {
            E2E_PORT: String(port),
            // Without the CMS, rebuilds (after a job change) read content-seeds/.
            ...(cmsEnabled ? { CMS_URL: cmsURL, CMS_TOKEN: cmsToken, PREVIEW_SECRET: previewSecret } : {}),
            REBUILD_SECRET: rebuildSecret,
            REBUILD_DEBOUNCE_MS: '1000',
            // Journeys fill forms at machine speed; the minimum fill time is proven by the API's tests.
            LEAD_MIN_FILL_MS: '0',
            // A publication's job-alert digest runs at once (its delay is proven by the API's tests).
            JOB_ALERT_DELAY_SECONDS: '0',
          },
        },
        // First boot imports and publishes the seeds: about a minute on a busy two-core machine.
        ...(cmsEnabled
          ? [
              {
                name: 'cms',
                command: 'node scripts/serve-cms.mjs',
                url: `${cmsURL}/_health`,
                timeout: 300_000,
                reuseExistingServer: false,
                stdout: 'pipe' as const,
                stderr: 'pipe' as const,
                env: cmsEnv(port),
              },
            ]
          : []),
      ],
});
