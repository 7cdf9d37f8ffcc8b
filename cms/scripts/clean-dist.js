// Removes cms/dist before a build: the TypeScript compiler never deletes the output of removed
// files, and Strapi would still load a content type or component left behind there.
const fs = require('node:fs');
const path = require('node:path');

fs.rmSync(path.resolve(__dirname, '..', 'dist'), { recursive: true, force: true });
