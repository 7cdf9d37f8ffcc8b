// The production stack: the compose file holds together (dependencies wait for health, mounts exist, the API
// runs as stateless replicas), every service, port and variable the Production section of docs/operations.md names is in
// docker-compose.yml (or .env.example), and every required secret of the compose file is in .env.example.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { startHarness } from './harness';

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
      volumes?: string[];
      depends_on?: Record<string, { condition?: string }>;
      deploy?: { replicas?: number };
    }
  >;
  volumes: Record<string, unknown>;
};
const envExample = readFileSync(path.join(root, '.env.example'), 'utf8');
const operations = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
const production = operations.slice(
  operations.indexOf('## Production'),
  operations.indexOf('\n## ', operations.indexOf('## Production') + 5),
);

/** The lines of one build stage of the Dockerfile (`FROM … AS name` up to the next FROM). */
const stage = (dockerfile: string, name: string) =>
  dockerfile.split(/^(?=FROM )/m).find((part) => new RegExp(`^FROM .* AS ${name}\\s*$`, 'm').test(part)) ??
  '';

describe('docker-compose.yml', () => {
  it('starts a service only after what it depends on is healthy, and mounts only what exists', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = compose.services[dependency];
        expect(target, `${name} → ${dependency}`).toBeDefined();
        expect(condition, `${name} → ${dependency}`).toBe('service_healthy');
        // A built image declares its health check in its Dockerfile stage.
        if (!target!.build) expect(target!.healthcheck, dependency).toBeDefined();
        else expect(stage(dockerfile, dependency), dependency).toContain('HEALTHCHECK');
      }
      for (const mount of service.volumes ?? []) {
        const source = mount.split(':')[0]!;
        if (source.startsWith('.'))
          expect(existsSync(path.join(root, source)), `${name}: ${source}`).toBe(true);
        else expect(compose.volumes, `${name}: ${source}`).toHaveProperty(source);
      }
    }
  });

  it('runs the API as several stateless replicas: PostgreSQL, Redis and S3 hold what they share', () => {
    const api = compose.services.api!;
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    const env = api.environment!;
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.FILE_STORE).toBe('s3');
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    // The one published port of the API's traffic is nginx's.
    expect(api.ports).toBeUndefined();
  });
});

describe('deploy/nginx.conf in the stack', () => {
  const template = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');

  it('is the template the web image renders, every placeholder filled by compose', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(stage(dockerfile, 'web')).toContain(
      'deploy/nginx.conf /etc/nginx/templates/default.conf.template',
    );
    const placeholders = new Set([...template.matchAll(/\$\{(NGINX_[A-Z_]+)\}/g)].map((m) => m[1]!));
    expect(placeholders.size).toBeGreaterThan(4);
    const env = compose.services.web!.environment!;
    for (const name of placeholders) expect(env[name], name).toBeTruthy();
    // The API replicas through Docker's DNS, not one address fixed when nginx started.
    // Docker's DNS by default; a setting, since Podman's network DNS answers elsewhere.
    expect(env.NGINX_RESOLVER).toMatch(/^(\$\{NGINX_RESOLVER:-)?127\.0\.0\.11\}?$/);
    expect(env.NGINX_API).toBe('api:3000');
  });

  it('sends a POST to a second replica only on the forms the API answers once per request id', async () => {
    const directives = template.replace(/#.*$/gm, '');
    expect(directives).toMatch(/proxy_next_upstream error/);
    // non_idempotent in one location only: the one of the retry-safe routes, all of them and no other.
    expect(directives.match(/non_idempotent/g)).toHaveLength(1);
    const location = /location ~ \^\/api\/v1\/\(([a-z|-]+)\)\$ \{([^}]*)\}/.exec(directives);
    expect(location?.[2]).toContain('non_idempotent');
    const h = await startHarness({}, { queue: false });
    try {
      const retrySafe = h.app.routes.filter((r) => r.retrySafe).map((r) => r.path.replace('/api/v1/', ''));
      expect(location![1]!.split('|').sort()).toEqual(retrySafe.sort());
      expect(retrySafe.length).toBeGreaterThanOrEqual(5);
    } finally {
      await h.close();
    }
  });
});

describe('docker-compose.yml against docs/operations.md', () => {
  it('runs every service the docs name, each with a health check and a restart policy', () => {
    const named = [...production.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]!);
    expect(named.sort()).toEqual(['api', 'cms', 'minio', 'postgres', 'redis', 'web']);
    for (const service of named) {
      const s = compose.services[service];
      expect(s, service).toBeDefined();
      expect(s!.restart, service).toBe('unless-stopped');
      if (!s!.build) expect(s!.healthcheck, service).toBeDefined(); // built images declare it in the Dockerfile
    }
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8').match(/HEALTHCHECK/g)).toHaveLength(3);
  });

  it('publishes the ports the docs name', () => {
    const published = Object.values(compose.services)
      .flatMap((s) => s.ports ?? [])
      .join(' ');
    for (const [, port] of production.matchAll(/\| `(\d{2,5})`/g)) expect(published).toContain(port);
  });

  it('knows every variable the docs name', () => {
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
