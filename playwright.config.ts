import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The journeys run against the server `npm start` runs (built web app + API), on a fresh
// database, in Debian's Chromium: Playwright downloads no browser here.
// Chosen once in the runner process and inherited by its workers through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ronghe-e2e-'));
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
// The social login's provider: a real OpenID provider (oidc-provider) beside the server.
const oidcPort = Number(process.env.E2E_OIDC_PORT);
const redirectUrl = `http://127.0.0.1:${port}/authredirect`;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // The journeys share one server and its database. The designer's changes the seeded 合同审批's
  // handler, which the staff journeys rely on, so it runs after them. The scale-out journey starts
  // its own instances on PostgreSQL and RabbitMQ and touches nothing of the others'.
  projects: [
    { name: 'staff', testIgnore: /(designer|two-instances)\.spec\.ts$/ },
    { name: 'designer', testMatch: /designer\.spec\.ts$/, dependencies: ['staff'] },
    { name: 'scale-out', testMatch: /two-instances\.spec\.ts$/ },
  ],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URL: redirectUrl },
    },
    {
      command: 'node dist/node/server/main.js',
      url: `http://127.0.0.1:${port}/admin/enterpriseSetting/select`,
      reuseExistingServer: false,
      timeout: 60_000,
      // A throw-away server: the cheapest password hashing the server accepts, as the other tests use.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: '10',
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: 'ronghe-portal',
        OIDC_CLIENT_SECRET: 'ronghe-portal-dev-secret',
        OIDC_REDIRECT_URL: redirectUrl,
        // Every journey comes from 127.0.0.1: one address's per-minute allowances would be the whole run's.
        RATE_ACCOUNT_CHECK_PER_MINUTE: '10000',
        RATE_CAPTCHA_PER_MINUTE: '10000',
        RATE_SITE_SEARCH_PER_MINUTE: '10000',
        RATE_SOCIAL_START_PER_MINUTE: '10000',
        RATE_USER_EXPORT_PER_MINUTE: '10000',
      },
      stdout: 'pipe',
    },
  ],
});
