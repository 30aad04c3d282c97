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
        // React changes less often than the app and every page needs it, so its chunk stays cached across releases.
        // Other libraries are not grouped: a group is loaded whole, and each screen (a route of its own, see
        // src/app/router.tsx) should bring only the components it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // zod and the line that turns its eval probe off (src/config/zod-config.ts) in one chunk, which every chunk
            // holding a schema imports, so the setting applies before any schema is made. Apart, the contracts' schemas
            // could be made first, and zod's probe would break the page's Content-Security-Policy.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]config[\\/]zod-config\.ts$/ },
          ],
        },
      },
    },
  },
});
