import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const api = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

// `npm run dev`: Vite serves the console with hot reload and passes the API's paths to the running API.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Every text asset also as .br and .gz beside it, made once at build time at the highest levels: the
    // server sends the one the browser accepts (@fastify/static preCompressed), never compressing per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(html|js|css|svg|json)$/,
      threshold: 512,
    }),
  ],
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
