import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * The message catalogues parsed at build time (ICU syntax to react-intl's AST), so that the browser
 * neither downloads the ICU parser nor parses each message on first use: both were on the first screen's
 * critical path on a slow phone. The catalogues stay plain JSON in the repository, and as they are in
 * `npm run dev` and the unit tests (which compare with their text); the end-to-end tests run the build.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    // Every message arrives parsed: the runtime without its parser.
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } }),
    transform(code, id) {
      if (!/[\\/]src[\\/]messages[\\/][a-z]+\.json$/.test(id)) return undefined;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]))), map: null };
    },
  };
}

const api = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

// `npm run dev`: Vite serves the console with hot reload and passes the API's paths to the running API.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    precompiledMessages(),
    // Every text asset also as .br and .gz beside it, made once at build time at the highest levels: the
    // server sends the one the browser accepts (@fastify/static preCompressed), never compressing per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(html|js|css|svg|json)$/,
      threshold: 0,
      // Every text asset has its compressed files, even one too small to gain (the entry is a line that
      // imports the real first chunk): the server then never sends a script uncompressed.
      skipIfLargerOrEqual: false,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed names under assets/: the server caches them for a year.
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the server names a screen's chunks in the page's answer (console-preloads.ts).
    manifest: true,
    chunkSizeWarningLimit: 700,
    // Shared modules under 12 KB are copied into the chunks that use them rather than made chunks of
    // their own: the server speaks HTTP/1.1 (six connections), where each small chunk a screen needs is a
    // round trip on a phone network. It took the imports list from about 20 chunks to 8 and its largest
    // paint from 2.8 to 2.5 s (docs/benchmarks.md). Rolldown requires the entry's exports not be kept and
    // then runs modules in source order (strictExecutionOrder) across the chunks.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12 * 1024 } } },
    },
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
