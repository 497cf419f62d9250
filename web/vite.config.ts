import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

// `npm run dev`: Vite serves the console with hot reload and passes the API's paths to the running API.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed names under assets/: the server caches them for a year.
    assetsDir: 'assets',
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/v1', '/docs', '/openapi.json', '/healthz', '/readyz'].map((path) => [path, { target: api }])),
  },
  test: {
    name: 'web',
    // After the server's suites (vitest runs projects with different worker counts in separate groups).
    sequence: { groupOrder: 1 },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
