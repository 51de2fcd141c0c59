import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { splitDocuments } from './build/splitDocuments.ts';
import { precompress } from './build/precompress.ts';

// The API server (ASCENT_API_URL overrides it). The proxy keeps the browser's Host header (no
// changeOrigin) because the server reads the tenant from the first label of the host:
// http://acme.localhost:5173 → tenant "acme".
const API = process.env.ASCENT_API_URL ?? 'http://127.0.0.1:3000';
const http: ProxyOptions = { target: API, changeOrigin: false };
const proxy: Record<string, ProxyOptions> = {
  '/graphql': http,
  '/auth': http,
  '/api': http,
  '/healthz': http,
  '/subscriptions': { target: API, changeOrigin: false, ws: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [splitDocuments(), react(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // No source maps in the build that is served (they would publish the sources): VITE_SOURCEMAP=1 for debugging.
    sourcemap: process.env.VITE_SOURCEMAP === '1',
  },
});
