// The production stack as the README describes it: every service, port and variable the README's
// Production section names is in docker-compose.yml (or .env.example), and every required secret of the
// compose file is listed in .env.example.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const composeText = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText) as {
  services: Record<
    string,
    {
      ports?: string[];
      environment?: Record<string, string>;
      healthcheck?: unknown;
      image?: string;
      build?: unknown;
      restart?: string;
    }
  >;
  volumes: Record<string, unknown>;
};
const envExample = readFileSync(path.join(root, '.env.example'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const production = readme.slice(
  readme.indexOf('## Production'),
  readme.indexOf('\n## ', readme.indexOf('## Production') + 5),
);

describe('docker-compose.yml against the README', () => {
  it('has the Production section', () => {
    expect(production.length).toBeGreaterThan(500);
  });

  it('runs every service the README names, each with a health check and a restart policy', () => {
    const named = [...production.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]!);
    expect(named.sort()).toEqual(['api', 'cms', 'minio', 'postgres', 'redis', 'web']);
    for (const service of named) {
      const s = compose.services[service];
      expect(s, service).toBeDefined();
      expect(s!.restart, service).toBe('unless-stopped');
      if (s!.image) expect(s!.healthcheck, service).toBeDefined(); // built images declare it in the Dockerfile
    }
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8').match(/HEALTHCHECK/g)).toHaveLength(3);
  });

  it('publishes the ports the README names', () => {
    const published = Object.values(compose.services)
      .flatMap((s) => s.ports ?? [])
      .join(' ');
    for (const [, port] of production.matchAll(/\| `(\d{2,5})`/g)) expect(published).toContain(port);
  });

  it('knows every variable the README names', () => {
    const vars = new Set([...production.matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map((m) => m[1]!));
    expect(vars.size).toBeGreaterThan(15);
    for (const name of vars) {
      expect(composeText.includes(name) || envExample.includes(`${name}=`), name).toBe(true);
    }
  });

  it('lists in .env.example every secret compose requires', () => {
    const required = [...composeText.matchAll(/\$\{([A-Z_]+):\?/g)].map((m) => m[1]!);
    expect(required.length).toBeGreaterThan(8);
    for (const name of new Set(required)) expect(envExample, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('keeps its data in named volumes', () => {
    for (const volume of ['pgdata', 'minio', 'cms-uploads', 'site', 'api-data']) {
      expect(compose.volumes).toHaveProperty(volume);
      expect(production).toContain(`\`${volume}\``);
    }
  });
});
