import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { GrantDialog } from './grant-dialog';

const bodies: Array<Record<string, unknown>> = [];
let failFirst = true;
const server = setupServer(
  http.get('*/api/csrf', () => {
    document.cookie = 'XSRF-TOKEN=test';
    return HttpResponse.json({ success: true, data: null });
  }),
  http.post('*/api/admin/users/7/grant', async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    if (failFirst) {
      failFirst = false;
      return HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 });
    }
    return HttpResponse.json({
      success: true,
      data: { granted: true, webPoints: 100, tickets: 0, balance: 140 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('grant compensation dialog', () => {
  it('asks for an amount and a reason, and retries with the same request id so it grants once', async () => {
    const onGranted = vi.fn();
    const { user } = await renderWithProviders(
      <GrantDialog
        playerId={7}
        nickname="Ace"
        canReceiveTickets
        open
        onOpenChange={() => {}}
        onGranted={onGranted}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant compensation to Ace' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Grant at least one web point or one ticket')).toBeInTheDocument();
    expect(screen.getByText('Give a reason')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText('Web points'), '999999');
    expect(screen.getByText('At most 100,000')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Web points'));
    await user.type(screen.getByLabelText('Web points'), '1x00');
    expect(screen.getByLabelText('Web points')).toHaveValue('100');
    await user.type(screen.getByLabelText('Reason'), 'Outage');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The action failed. Please try again.')).toBeInTheDocument();
    expect(onGranted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onGranted).toHaveBeenCalledWith(expect.objectContaining({ balance: 140 })));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ webPoints: 100, tickets: 0, reason: 'Outage' });
    expect(bodies[1]?.requestId).toBe(bodies[0]?.requestId);
    expect(dialog).toBeInTheDocument();
  });
  it('says that another admin must grant compensation to an admin’s own account', async () => {
    server.use(
      http.post('*/api/admin/users/9/grant', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'OWN_ACCOUNT_GRANT',
            message: 'You cannot grant compensation to your own account. Another admin must do it.',
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = await renderWithProviders(
      <GrantDialog
        playerId={9}
        nickname="Boss"
        canReceiveTickets
        open
        onOpenChange={() => {}}
        onGranted={() => {}}
      />,
    );
    await screen.findByRole('dialog', { name: 'Grant compensation to Boss' });
    await user.type(screen.getByLabelText('Web points'), '10');
    await user.type(screen.getByLabelText('Reason'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('You cannot grant compensation to your own account. Another admin must do it.'),
    ).toBeInTheDocument();
  });
});
