// A hostile PDF as the security audit made one: about 5 MB of 200,000 tiny indirect objects (a valid
// header, catalog, page tree and one page, a cross-reference-less body pdf-lib still reads object by
// object, and %%EOF). Parsing it holds a parser for seconds; the check refuses it by its declared counts.
export function manyObjectsPdf(objects = 200_000): Buffer {
  const head = [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  ].join('\n');
  const parts = [head];
  for (let i = 4; i < objects + 4; i++) parts.push(`${i} 0 obj null endobj`);
  parts.push('trailer << /Root 1 0 R >>', '%%EOF', '');
  return Buffer.from(parts.join('\n'), 'latin1');
}

/** A PDF of `pages` pages (each its own page object), for the page limit. */
export function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const parts = [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    `2 0 obj << /Type /Pages /Kids [${kids}] /Count ${pages} >> endobj`,
  ];
  for (let i = 0; i < pages; i++) {
    parts.push(`${i + 3} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj`);
  }
  parts.push('trailer << /Root 1 0 R >>', '%%EOF', '');
  return Buffer.from(parts.join('\n'), 'latin1');
}
