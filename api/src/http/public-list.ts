// Public lists (the same for every caller) are answered as cached JSON bytes with an ETag: a client that
// sends it back in If-None-Match gets 304 and no body while nothing changed. `no-cache` lets browsers and
// proxies keep the answer but ask again every time; every other API answer stays `no-store` (app.ts),
// so personal data is never kept.
import type { Response } from 'express';

export interface SerializedBody {
  bytes: Buffer;
  etag: string;
}

export function sendPublicList(res: Response, { bytes, etag }: SerializedBody, vary?: string): void {
  res.set({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, no-cache',
    ETag: etag,
    ...(vary ? { Vary: vary } : {}),
  });
  // Express's send answers 304 without the body when the request's If-None-Match holds this ETag.
  res.send(bytes);
}
