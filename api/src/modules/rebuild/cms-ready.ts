// The site build reads the CMS: a build that starts before the CMS listens (every `npm start`, which starts
// both at once) fails and leaves whatever site/dist held until the next publish. So a build first waits
// for the CMS to answer its health check — bounded (CMS_WAIT_MS), and saying so in the log — and builds
// once it does. Past the bound it builds anyway: the build then fails as before and the last good site
// stays online.
import type { Logger } from '../../logger';

export interface CmsWait {
  /** Longest wait, in ms. */
  timeoutMs: number;
  /** Between two tries, in ms. */
  intervalMs?: number;
}

/** Whether the CMS answers (any status below 500 from GET /_health). */
async function answers(cmsUrl: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/_health', cmsUrl), { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer().catch(() => undefined);
    return res.status < 500;
  } catch {
    return false;
  }
}

/** Waits until the CMS answers or the bound passes; answers whether it answered. */
export async function waitForCms(
  cmsUrl: string,
  wait: CmsWait,
  logger: Logger,
  signal?: AbortSignal,
): Promise<boolean> {
  if (await answers(cmsUrl)) return true;
  const started = Date.now();
  logger.info(
    { cmsUrl, waitSeconds: Math.round(wait.timeoutMs / 1000) },
    `waiting for the CMS at ${cmsUrl} to answer before building the site`,
  );
  while (Date.now() - started < wait.timeoutMs && !signal?.aborted) {
    await new Promise((r) => setTimeout(r, wait.intervalMs ?? 1_000));
    if (await answers(cmsUrl)) {
      logger.info({ cmsUrl, waitedMs: Date.now() - started }, 'the CMS answers: building the site');
      return true;
    }
  }
  logger.warn(
    { cmsUrl, waitedMs: Date.now() - started },
    'the CMS did not answer in time (CMS_WAIT_MS); building the site anyway',
  );
  return false;
}
