import { z } from 'zod';
import { signedLinkQuerySchema } from '@crestline/contracts/signed-links';
import { route } from '../../http/routes';
import type { FilesService } from './service';

// What a signed link holds (files/signed-links.ts); the service answers 404 or 403 for wrong values.
const linkParams = z.object({ segment: z.string(), id: z.string(), disposition: z.string() });

export function filesRoutes(files: FilesService) {
  return [
    route({
      method: 'get',
      path: '/files/:segment/:id/:disposition',
      // The link itself is the permission (signed, short-lived), so it opens in the browser's viewer.
      access: 'public',
      validate: { params: linkParams, query: signedLinkQuerySchema },
      handle: async ({ params, query, res }) => {
        const file = await files.open({ ...params, ...query });
        res.set({
          'Content-Type': 'application/pdf',
          'X-Content-Type-Options': 'nosniff',
          'Content-Disposition': `${params.disposition === 'view' ? 'inline' : 'attachment'}; filename="${file.fileName}"`,
          'Cache-Control': 'private, no-store',
          // nosniff keeps it a PDF; were it ever taken for a page, it could load and run nothing.
          'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
        });
        res.send(file.bytes);
      },
    }),
  ];
}
