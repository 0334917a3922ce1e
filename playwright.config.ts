import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI shares a 2-core machine whose speed varies 3–4× from one run to the next (the same 189
  // journeys took 7.6 and 28 minutes): the bounds wait longer there, so a slow machine is not
  // read as a broken screen. They bound waiting only; what a journey checks is the same.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records the page's frames and DOM at every step: about a third of the journeys' CPU.
    // CI records it for a retry only, which is where a failure's trace is read (locally: every failure).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
