import { defineConfig } from '@playwright/test';
import { MAX_JOURNEY_WORKERS, journeyPorts, redirectUrlOf, type JourneyWorkerOptions } from './tests/e2e/JourneyServer.ts';

// The journeys run against the server `npm start` runs (built web app + API), one per worker on
// a fresh database of its own (JourneyServer), in Debian's Chromium: Playwright downloads no browser here.
const ports = journeyPorts();
// One worker by default: on the 2-core machine two took as long (840 s against 855 s), each
// journey a third slower beside the other's browser and server. E2E_WORKERS raises it where
// there are cores to spare.
const workers = Math.min(MAX_JOURNEY_WORKERS, Number(process.env.E2E_WORKERS ?? 1));
// The social login's provider: a real OpenID provider (oidc-provider), one for the run, which
// sends a visitor back to the worker's server they came from.
const redirectUrls = Array.from({ length: MAX_JOURNEY_WORKERS }, (_, index) => redirectUrlOf(ports.server(index)));

export default defineConfig<Record<never, never>, JourneyWorkerOptions>({
  testDir: 'tests/e2e',
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // Each worker has its server and database (JourneyServer), so the designer's journeys, which
  // change the seeded 合同审批's handler, run beside the staff's. The scale-out journey starts its
  // own instances on PostgreSQL and RabbitMQ and needs no worker server.
  projects: [
    { name: 'staff', testIgnore: /(designer(-[\w-]+)?|two-instances)\.spec\.ts$/ },
    { name: 'designer', testMatch: /designer(-[\w-]+)?\.spec\.ts$/ },
    { name: 'scale-out', testMatch: /two-instances\.spec\.ts$/, use: { startsServer: false } },
  ],
  outputDir: 'test-results/e2e',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // A click or fill that cannot happen fails on its own step, named, instead of as the test's timeout.
    actionTimeout: 15_000,
    // The browser asks for reduced motion, which the workbench honours by turning antd's animations
    // off (useMotionTheme): a menu, drop-down or dialog is there at once, never half open or fading
    // out under a click.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node tests/e2e/social/DevOidcProvider.mjs',
      url: `http://127.0.0.1:${ports.oidc}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(ports.oidc), OIDC_REDIRECT_URL: redirectUrls.join(',') },
    },
  ],
});
