// npm run mail:preview [-- --out <folder>]: every mail template in en and tr with sample values, written as
// .html and .txt files with an index.html (default folder var/mail-preview).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../config';
import { writeMailPreview } from '../modules/mail/preview';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
// A relative --out is read from where npm was run (npm runs this script in api/).
const dir = values.out
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
  : path.join(repoRoot, 'var/mail-preview');
const files = await writeMailPreview(dir);
console.log(`Wrote ${files.length} mails to ${path.join(dir, 'index.html')}`);
