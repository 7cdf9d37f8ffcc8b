import { defineConfig } from 'vitest/config';

// Tests read texts in both languages: register the catalogues before any schema is built.
export default defineConfig({ test: { setupFiles: ['./src/locales/index.ts'] } });
