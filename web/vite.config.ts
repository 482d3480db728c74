import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // `@/lib/dates.ts` is web/src/lib/dates.ts wherever the importing file sits (web/tsconfig.json's paths).
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: true },
});
