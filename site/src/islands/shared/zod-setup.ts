// Imported first by every island that validates with zod (through @crestline/contracts): jitless mode
// stops zod from probing `new Function` when its first object schema is built. The pages' strict
// Content-Security-Policy (no 'unsafe-eval') blocks that probe, and Chrome reports each block as an issue.
import { config } from 'zod';

config({ jitless: true });
