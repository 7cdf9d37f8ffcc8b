// The API's own endpoints: what it is, whether it is healthy, and the CMS's rebuild webhook.

import { z } from 'zod';

/** GET /version. */
export const versionResponseSchema = z.object({ name: z.string(), version: z.string(), api: z.string() });

/** GET /health: 200 with ok, 503 with degraded when the database does not answer. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});

/** POST /internal/rebuild (202): a rebuild of the site is scheduled. */
export const rebuildResponseSchema = z.object({ status: z.literal('scheduled') });
