// Every `import … from 'zod'` in the site's bundles (the contracts' schemas included) resolves here (see
// astro.config.mjs): jitless mode is set before the first schema is built, so zod never probes
// `new Function`. The pages' strict Content-Security-Policy (no 'unsafe-eval') would block that probe,
// and Chrome reports each block as an issue.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
