// In the preview build (docs/site.md, "Preview"), a request the API marked as a preview renders with that
// draft's content (lib/preview-content.ts). A draft that cannot be shown yet (an empty required field)
// answers a short page saying which field, instead of an error. Static builds never set the mark.
import { defineMiddleware } from 'astro:middleware';
import { PreviewContent, withPreview } from './lib/preview-content';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export const onRequest = defineMiddleware(async (context, next) => {
  const request = context.locals.preview;
  if (!request) return next();
  const preview = new PreviewContent(request);
  try {
    await preview.check();
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    const why = issues?.length
      ? issues.map((i) => `${i.path.map(String).join(' › ')}: ${i.message}`).join('\n')
      : (error as Error).message;
    return new Response(
      `<!doctype html><html lang="${request.locale}"><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<title>Preview</title><body style="font-family:sans-serif;padding:2rem">` +
        `<h1>This draft cannot be shown yet</h1><pre style="white-space:pre-wrap">${escape(why)}</pre>`,
      { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );
  }
  return withPreview(preview, next);
});
