// Every template rendered with its sample values in both languages, for review (`npm run mail:preview`)
// and for emails.test.ts: <template>.<lang>.html and .txt, and an index.html that lists them.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale } from '@crestline/contracts';
import { escapeHtml } from '../../lib/html';
import { mailTemplates } from './emails';
import { renderMail, type MailTemplate, type MailTemplateParams, type RenderedMail } from './templates';

export const MAIL_TEMPLATES = Object.keys(mailTemplates) as MailTemplate[];

/** A template in `lang` with the sample values written for `valuesLang` (the same language by default). */
export function renderSample(
  template: MailTemplate,
  lang: Locale,
  valuesLang: Locale = lang,
): Promise<RenderedMail> {
  const params = mailTemplates[template].samples[valuesLang] as MailTemplateParams[MailTemplate];
  return renderMail<MailTemplate>(template, lang, params);
}

export interface PreviewFile {
  template: MailTemplate;
  lang: Locale;
  subject: string;
  html: string;
  text: string;
}

/** Empties `dir` and writes every template in every language into it, with index.html. */
export async function writeMailPreview(dir: string): Promise<PreviewFile[]> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const files: PreviewFile[] = [];
  for (const template of MAIL_TEMPLATES) {
    for (const lang of LOCALES) {
      const mail = await renderSample(template, lang);
      const base = `${template}.${lang}`;
      await writeFile(path.join(dir, `${base}.html`), mail.html);
      await writeFile(path.join(dir, `${base}.txt`), mail.text);
      files.push({ template, lang, subject: mail.subject, html: `${base}.html`, text: `${base}.txt` });
    }
  }
  await writeFile(path.join(dir, 'index.html'), indexPage(files));
  return files;
}

function indexPage(files: PreviewFile[]): string {
  const rows = MAIL_TEMPLATES.map((template) => {
    const cells = LOCALES.map((lang) => {
      const file = files.find((f) => f.template === template && f.lang === lang);
      if (!file) return '<td></td>';
      return `<td lang="${lang}">${escapeHtml(file.subject)}<br><a href="${file.html}">HTML</a> · <a href="${file.text}">text</a></td>`;
    });
    return `<tr><th scope="row">${escapeHtml(template)}</th>${cells.join('')}</tr>`;
  });
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mail templates</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #17202c; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #d6dee8; padding: 8px 12px; text-align: left; vertical-align: top; }
thead th { background: #f3f6fa; }
</style>
</head>
<body>
<h1>Mail templates</h1>
<p>${files.length} mails: every template of api/src/modules/mail/emails/ with its sample values, in ${LOCALES.join(' and ')}.</p>
<table>
<thead><tr><th scope="col">Template</th>${LOCALES.map((l) => `<th scope="col">${l}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}
