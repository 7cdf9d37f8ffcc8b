import { describe, expect, it } from 'vitest';
import { withoutStrapiMeta } from './strapi';

describe('withoutStrapiMeta', () => {
  it('drops Strapi meta keys and empty fields at every depth', () => {
    const answer = [
      {
        id: 3,
        documentId: 'd3',
        locale: 'en',
        createdAt: 'x',
        key: 'virtual-assistant',
        monthly: null,
        prices: [{ id: 7, __component: 'plan.price', region: 'US', hourly: 1200 }],
      },
    ];
    expect(withoutStrapiMeta(answer)).toEqual([
      { key: 'virtual-assistant', prices: [{ region: 'US', hourly: 1200 }] },
    ]);
  });

  it('lets the caller answer for an object instead', () => {
    const answer = { id: 1, logo: { id: 2, url: '/a.svg' }, name: 'A' };
    const out = withoutStrapiMeta(answer, (record) =>
      typeof record.url === 'string' ? record.url : undefined,
    );
    expect(out).toEqual({ logo: '/a.svg', name: 'A' });
  });
});
