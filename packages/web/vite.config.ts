import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { coreForBrowser } from '../../scripts/core-for-browser.ts';

const api = process.env.PORTAL_API ?? 'http://localhost:3000';

/**
 * Core is pure (no module runs anything on import), so unused exports such as schemas drop out;
 * `coreForBrowser` lets unused declarations and endpoints' server-side schemas drop out too.
 */
const isCoreModule = (id: string) => /[\\/]packages[\\/]core[\\/]src[\\/]/.test(id);

export default defineConfig({
  plugins: [coreForBrowser(), react()],
  // `npm run dev`: the server's paths go to the server with the browser's Host header, so the
  // brand and the sign-in issuer are those of the origin the browser shows (teams.localhost:5173).
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/oidc': { target: api, changeOrigin: false },
      '/pictures': { target: api, changeOrigin: false },
      '/files': { target: api, changeOrigin: false },
      '/statics/config': { target: api, changeOrigin: false },
      '/hub': { target: api, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // The entry's imports preload from index.html; a lazy page's imports load with the page,
    // so the entry carries no table of every page's dependencies (docs/decisions.md).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !isCoreModule(id) },
    },
  },
});
