import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { API_PREFIXES } from './contracts/generated/catalogue.ts';
import { offlineSupport } from './web/build/OfflineSupport.ts';
import { precompressAssets } from './web/build/PrecompressAssets.ts';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8080);
/** Files that run processes: the compiled CLI, the cluster, several instances, RabbitMQ (the system tier). */
const SYSTEM = [
  '**/*.process.test.ts',
  'tests/integration/cluster/**/*.test.ts',
  'tests/integration/install/ProductionInstall.test.ts',
  'tests/integration/live/LiveAcrossInstances.test.ts',
  'server/broker/RabbitStompRelay.test.ts',
];
/** Beside their code but on the run's PostgreSQL (the integration tier). */
const INTEGRATION_OUTSIDE = ['server/engine/Durability.test.ts'];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), offlineSupport(), precompressAssets()],
  // The server-rendering bundle takes React, antd and their styling engine in, built for
  // production: loaded from node_modules they read the server's NODE_ENV, which the server does
  // not set, and rendered with React's development build (several times slower) and antd's
  // development class names (css-dev-only-…), which are not the ones the browser's build hydrates.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The documents name their entry's imports in their HTML; a dynamic import adds no
    // <link rel=modulepreload> from script: the browser fetches a chunk's imports as it reads the
    // chunk. The build's helper adding them cost a slow phone some 60 ms of main thread in a
    // server-rendered page's boot (Lighthouse, mobile: total blocking 32–107 ms without them,
    // 160–354 with them); the server naming the page's chunks in its head instead (tried, session
    // 20) put them before the page's images on a slow network (largest paint 2.1–3.0 s, not 0.9–1.5).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // Two documents: index.html boots the workbench with every plugin; public.html, the template
      // of the pages the server renders, boots the public site's plugins only (web/public.tsx).
      ...(isSsrBuild ? {} : { input: { index: fileURLToPath(new URL('./web/index.html', import.meta.url)), public: fileURLToPath(new URL('./web/public.html', import.meta.url)) } }),
      output: {
        // Every page needs React, the router and antd's styling engine: in one chunk instead of a
        // dozen small shared ones (a deep first-load waterfall: /login 46 requests, the public
        // home 63). Likewise the status icons antd's message and notification draw on every page.
        // Grouping more of antd (its core components) made the first load heavier, not lighter.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|@babel[\\/]runtime|@rc-component[\\/](util|motion|portal|resize-observer)|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion)[\\/]/,
              priority: 20,
            },
            {
              name: 'antd-icons',
              test: /node_modules[\\/]@ant-design[\\/](icons|icons-svg)[\\/]es[\\/](icons|asn)[\\/](CheckCircleFilled|CloseCircleFilled|ExclamationCircleFilled|InfoCircleFilled|CloseOutlined|LoadingOutlined)\.js$/,
              priority: 10,
            },
          ],
        },
      },
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
    // Four tiers, each runnable alone (`npx vitest run --project unit`, `npm run test:unit` …), named
    // by what their files need; the timeouts are the tier's, for a hang on a loaded machine, not a budget.
    projects: [
      {
        extends: true,
        test: {
          // No I/O beyond the process: pure logic, in-memory SQLite, Fastify through inject.
          name: 'unit',
          root: '.',
          environment: 'node',
          include: ['{server,cluster,cli,contracts,core/di,core/hooks,core/lifecycle,tests/boundaries}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SYSTEM, ...INTEGRATION_OUTSIDE],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The browser's code in a simulated DOM.
          name: 'web',
          root: '.',
          environment: 'happy-dom',
          // Frames (the embedded 网盘) keep their src but load nothing: tests never reach other sites.
          environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
          include: ['{core/http,core/session,core/react,core/ui,plugins,web}/**/*.test.{ts,tsx}', 'tests/setup/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          // Tests load antd's CommonJS build (its main), the bundle its ES build: the shell's
          // FeedbackProvider must provide the very App context that App.useApp() reads in both, and
          // its PortalRoot the very size context antd's controls read.
          alias: { 'antd/es/app/context': 'antd/lib/app/context', 'antd/es/config-provider/SizeContext': 'antd/lib/config-provider/SizeContext' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // A seeded server in the process, on SQLite or on the run's PostgreSQL.
          name: 'integration',
          root: '.',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', ...INTEGRATION_OUTSIDE],
          exclude: [...configDefaults.exclude, ...SYSTEM],
          globalSetup: ['tests/setup/SharedServices.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // Real processes: the compiled CLI, the cluster launcher, several server instances, the
          // run's RabbitMQ node. One file at a time: these files halt and freeze the shared node.
          // Run with the other tiers (npm run test:vitest) it comes after them; npm test runs it as
          // a Vitest process of its own beside them, as its files mostly wait on their processes.
          name: 'system',
          root: '.',
          environment: 'node',
          include: SYSTEM,
          globalSetup: ['tests/setup/SharedServices.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
}));
