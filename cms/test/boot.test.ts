import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, cmsDir, listenerSnapshot, makeDataDir, type RunningCms } from './cms';

describe('CMS boot', () => {
  const dataDir = makeDataDir();
  let cms: RunningCms | undefined;
  let listenersBefore: ReturnType<typeof listenerSnapshot>;

  beforeAll(async () => {
    listenersBefore = listenerSnapshot();
    // No seeds here (content.test.ts covers the import): just the app, on an empty database.
    cms = await bootCms(dataDir, { CONTENT_SEEDS_DIR: `${dataDir}/no-seeds` });
  });
  afterAll(async () => {
    await cms?.stop();
    cms = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers HTTP', async () => {
    const response = await fetch(`${cms!.url}/_health`);
    expect(response.status).toBe(204);
  });

  it('keeps its SQLite database under DATA_DIR', () => {
    expect(fs.existsSync(`${dataDir}/cms/data.db`)).toBe(true);
  });

  it('serves its robots.txt from the public folder under DATA_DIR', async () => {
    const response = await fetch(`${cms!.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Disallow: /');
    expect(fs.existsSync(`${dataDir}/cms/public/uploads`)).toBe(true);
  });

  it('has the locales en (default) and tr', async () => {
    const locales = cms!.strapi.plugin('i18n').service('locales');
    const codes = (await locales.find()).map((locale: { code: string }) => locale.code).sort();
    expect(codes).toEqual(['en', 'tr']);
    expect(await locales.getDefaultLocale()).toBe('en');
  });

  it('builds its admin panel with React 18, not the React 19 of the site', () => {
    const fromCms = createRequire(`${cmsDir}/package.json`);
    expect(fromCms('react/package.json').version).toMatch(/^18\./);
    expect(fromCms('react-dom/package.json').version).toMatch(/^18\./);
  });

  // Last: Strapi's shutdown removes every process listener it finds; the test runner's (which keep this
  // worker's channel to the runner open) must survive it, or the worker may exit before reporting.
  it('shuts down leaving the process listeners as they were before it booted', async () => {
    await cms!.stop();
    cms = undefined;
    const after = listenerSnapshot();
    expect([...after.keys()].map(String).sort()).toEqual([...listenersBefore.keys()].map(String).sort());
    for (const [event, listeners] of listenersBefore) expect(after.get(event)).toEqual(listeners);
  });
});
