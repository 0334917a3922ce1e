import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

const CHROME = { browser: 'Chrome', os: 'Windows', network: '203.0.113.0/24' };
const session = (id: number, current: boolean, device = CHROME) => ({
  id,
  ...device,
  createdAt: '2026-03-10T12:00:00.000Z',
  lastSeenAt: '2026-03-10T12:30:00.000Z',
  current,
});

function answerSecurity(twoFactor: { enabled: boolean; required: boolean; recoveryCodesLeft: number }) {
  let sessions = [
    session(1, true),
    session(2, false, { browser: 'Safari', os: 'iOS', network: '198.51.100.0/24' }),
  ];
  const ended: string[] = [];
  server.use(
    http.get('*/api/account/two-factor', () => HttpResponse.json({ success: true, data: twoFactor })),
    http.get('*/api/account/sessions', () => HttpResponse.json({ success: true, data: sessions })),
    http.delete('*/api/account/sessions/:id', ({ params }) => {
      ended.push(String(params.id));
      sessions = sessions.filter((s) => String(s.id) !== params.id);
      return HttpResponse.json({ success: true, message: 'Signed out on that device.' });
    }),
    http.get('*/api/account/login-history', () =>
      HttpResponse.json({
        success: true,
        data: [
          { at: '2026-03-10T12:31:00.000Z', outcome: 'failed', method: null, ...CHROME },
          { at: '2026-03-10T12:00:00.000Z', outcome: 'success', method: 'app', ...CHROME },
        ],
      }),
    ),
  );
  return { ended };
}

describe('the security tab', () => {
  it('sets up two-factor: QR code and key to scan, a code to confirm, the recovery codes once', async () => {
    answerSecurity({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const confirmed: unknown[] = [];
    server.use(
      http.post('*/api/account/two-factor/setup', () =>
        HttpResponse.json({
          success: true,
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            otpauthUrl: 'otpauth://totp/x',
            qrSvg: '<svg data-testid="qr"></svg>',
          },
        }),
      ),
      http.post('*/api/account/two-factor/enable', async ({ request }) => {
        confirmed.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { recoveryCodes: Array.from({ length: 10 }, (_, i) => `code${i}-abcde`) },
        });
      }),
    );
    const { user } = await renderAccount('/account/settings?tab=security', { user: makeUser() });
    const card = await screen.findByTestId('two-factor-card');
    expect(await within(card).findByText('Off')).toBeInTheDocument();
    await user.click(await within(card).findByRole('button', { name: 'Set up two-factor' }));
    expect(await within(card).findByTestId('qr')).toBeInTheDocument();
    expect(within(card).getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.type(within(card).getByLabelText('2. Enter the 6-digit code the app shows'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    const codes = await within(card).findByTestId('recovery-codes');
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(confirmed).toEqual([{ code: '123456' }]);
  });

  it('tells staff it is required, and lists sessions with sign-out and the sign-in history', async () => {
    const { ended } = answerSecurity({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const { user } = await renderAccount('/account/settings?tab=security', {
      user: makeUser({ role: 'admin' }),
    });
    expect(
      await screen.findByText(
        'Staff accounts must use two-factor sign-in. Set it up to open the staff tools.',
      ),
    ).toBeInTheDocument();

    const sessions = await screen.findByTestId('sessions-card');
    await waitFor(() => expect(within(sessions).getAllByTestId('session-row')).toHaveLength(2));
    const [here, phone] = within(sessions).getAllByTestId('session-row') as [HTMLElement, HTMLElement];
    expect(here).toHaveTextContent('Chrome on Windows');
    expect(here).toHaveTextContent('This device');
    expect(within(here).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent('Network 198.51.100.0/24');
    await user.click(within(phone).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(sessions).getAllByTestId('session-row')).toHaveLength(1));
    expect(ended).toEqual(['2']);

    const history = await screen.findByTestId('login-history-card');
    const rows = await within(history).findAllByTestId('login-history-row');
    expect(rows[0]).toHaveTextContent('Failed attempt');
    expect(rows[1]).toHaveTextContent('Signed in');
    expect(rows[1]).toHaveTextContent('Password + app code');
  });
});
