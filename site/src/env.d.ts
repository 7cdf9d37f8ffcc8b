/// <reference types="astro/client" />

type PreviewRequest = import('./lib/preview-content').PreviewRequest; // eslint-disable-line @typescript-eslint/consistent-type-imports

declare namespace App {
  interface Locals {
    /** Set by the API on a preview request (lib/preview-content.ts); never in a static build. */
    preview?: PreviewRequest;
  }
}

// An .astro component imported from TypeScript: its tests render it with Astro's container API.
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
  const component: AstroComponentFactory;
  export default component;
}
