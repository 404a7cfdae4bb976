import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { API_PREFIXES } from './contracts/generated/catalogue.ts';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8080);

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // antd's form context, which Menu, Dropdown and every input import, reaches rc-form's
        // index; these packages declare no sideEffects, so the whole form library and its
        // validator rode along into pages without a form. Their modules have none.
        moduleSideEffects: (id: string) => !/node_modules\/@rc-component\/(form|async-validator)\//.test(id),
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: `http://127.0.0.1:${apiPort}`, ws: prefix === '/admin' }]),
    ),
  },
  test: {
    root: '.',
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's module graph instead of importing React, antd, Fastify and the
    // engine afresh for each one: this halves the run. Tests therefore leave no global state
    // behind (fake timers, environment variables and the working folder are put back).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          root: '.',
          environment: 'node',
          include: ['{server,cluster,cli,contracts,core/di,core/hooks,core/lifecycle,tests/integration,tests/boundaries}/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          environment: 'happy-dom',
          // Frames (the embedded 网盘) keep their src but load nothing: tests never reach other sites.
          environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
          include: ['{core/http,core/session,core/react,core/ui,plugins,web}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          // Tests load antd's CommonJS build (its main), the bundle its ES build: the portal's
          // FeedbackProvider must provide the very App context that App.useApp() reads in both.
          alias: { 'antd/es/app/context': 'antd/lib/app/context' },
          testTimeout: 20000,
        },
      },
    ],
  },
});
