// The parts of the metrics module that need no app: the bearer check and the route patterns.
import { describe, expect, it } from 'vitest';
import { bearerMatches } from './endpoint';
import { routeMatcher } from './http-timing';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe('the metrics token', () => {
  it('compares the bearer token whole', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('requests refused before their route ran', () => {
  it('are matched to patterns as Express matches them', () => {
    const match = routeMatcher([
      { method: 'get', path: '/api/v1/jobs/active' },
      { method: 'get', path: '/api/v1/jobs/:id' },
      { method: 'post', path: '/api/v1/jobs/:id/toggle-active' },
    ]);
    expect(match('GET', '/api/v1/jobs/active')).toBe('/api/v1/jobs/active');
    expect(match('HEAD', '/api/v1/Jobs/42/')).toBe('/api/v1/jobs/:id');
    expect(match('POST', '/api/v1/jobs/42/toggle-active')).toBe('/api/v1/jobs/:id/toggle-active');
    expect(match('POST', '/api/v1/jobs/42')).toBeUndefined();
    expect(match('GET', '/api/v1/jobs/42/more')).toBeUndefined();
    expect(match('GET', '/api/v1/jobsXactive')).toBeUndefined();
  });
});
