import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on its own port in development; in production it serves dist/ itself, so calls stay same-origin.
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // `@rnorm/contracts` from its TypeScript source, as the app's own code: the web build does not wait for the Node
  // packages' build (tooling/build-node.mjs), and the dev server sees a change to contracts at once.
  resolve: { conditions: ['rnorm-source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/v2': apiTarget,
      '/api': apiTarget,
    },
  },
  // The server replaces this with a fresh nonce on each load of the page, and allows `<style>` elements only with it
  // (apps/api/src/security/content-security-policy.ts); the app reads it from the meta tag Vite adds.
  html: { cspNonce: 'rnorm-style-nonce' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
