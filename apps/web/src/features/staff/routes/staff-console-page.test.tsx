import type { ticketDetail, ticketSummary } from '@pitchside/contract/support';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { getSessionUser } from '@/lib/session/session';
import { CONFIRMED_USER, renderApp } from '../../../../test/render-app';

// The screen's chunk loads lazily on first render; the busy CI machine can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const STAFF = { ...CONFIRMED_USER, nickname: 'Helper', role: 'support' as const };
const COUNTS = { all: 3, open: 1, waitingSupport: 1, waitingPlayer: 0, closed: 1 };

function row(overrides: Partial<z.infer<typeof ticketSummary>> = {}): z.infer<typeof ticketSummary> {
  return {
    id: 11,
    ticketId: 'PS-000011',
    subject: 'Crash on the match screen',
    category: 'technical_issue',
    priority: 'normal',
    status: 'waitingSupport',
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    lastReplyBy: 'player',
    newReplies: 0,
    player: { id: 4, nickname: 'Striker99', email: 'striker@example.com' },
    ...overrides,
  };
}

function ticket(overrides: Partial<z.infer<typeof ticketDetail>> = {}): z.infer<typeof ticketDetail> {
  const { player: _player, ...summary } = row();
  return {
    ...summary,
    description: 'The game closes when I open the match screen.',
    attachments: [],
    replies: [
      {
        id: 1,
        author: 'player',
        authorName: 'Striker99',
        message: 'It still happens today.',
        createdAt: '2026-11-20T08:00:00.000Z',
        attachments: [],
      },
    ],
    ...overrides,
  };
}

const list = (data: Array<z.infer<typeof ticketSummary>>, total = data.length) =>
  HttpResponse.json({ success: true, data, counts: COUNTS, total, page: 1, pageSize: 20 });

const server = setupServer(
  http.post('*/api/account/login/validate', () =>
    HttpResponse.json({ success: true, message: 'ok', user: getSessionUser() }),
  ),
  http.get('*/api/user/notifications', () => HttpResponse.json({ success: true, data: [], unread: 0 })),
  http.get('*/api/csrf', () => {
    document.cookie = 'XSRF-TOKEN=test';
    return HttpResponse.json({ success: true, data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('staff console queue', () => {
  it("lists every player's tickets with their player, status and priority, in the server's order", async () => {
    server.use(
      http.get('*/api/staff/tickets', () =>
        list([
          row(),
          row({
            id: 12,
            ticketId: 'PS-000012',
            subject: 'Refund please',
            status: 'open',
            priority: 'critical',
          }),
        ]),
      ),
    );
    await renderApp('/support/console', { user: STAFF });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support console' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('link', { name: /PS-0000/ });
    expect(rows.map((link) => (link.textContent?.includes('Crash') ? 'crash' : 'refund'))).toEqual([
      'crash',
      'refund',
    ]);
    expect(rows[0]).toHaveTextContent('Striker99 (striker@example.com)');
    expect(rows[0]).toHaveTextContent('Waiting for support');
    expect(rows[0]).toHaveTextContent('Last reply from the player');
    expect(rows[1]).toHaveTextContent('Critical');
    expect(screen.getByText('2 tickets')).toBeInTheDocument();
  });

  it('filters by status, category and priority, with the count of each status', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/staff/tickets', ({ request }) => {
        const query = new URL(request.url).searchParams;
        query.delete('page');
        query.delete('pageSize');
        asked.push(query.toString());
        return list([row()]);
      }),
    );
    const { user, router } = await renderApp('/support/console', { user: STAFF });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() =>
      expect(
        within(status)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All (3)', 'Open (1)', 'Waiting for support (1)', 'Waiting for player (0)', 'Closed (1)']),
    );
    // Each choice is a navigation (the filters live in the address); a person waits for the list anyway.
    await user.selectOptions(status, 'waitingSupport');
    await waitFor(() => expect(asked.at(-1)).toBe('status=waitingSupport'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Bug report');
    await waitFor(() => expect(asked.at(-1)).toBe('status=waitingSupport&category=bug_report'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await waitFor(() => expect(asked.at(-1)).toBe('status=waitingSupport&category=bug_report&priority=high'));
    expect(router.state.location.search).toBe('?status=waitingSupport&category=bug_report&priority=high');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('status=all'));
  });

  it('shows "No tickets found" and "Failed to load tickets" with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/staff/tickets', () => (fail ? HttpResponse.json({}, { status: 403 }) : list([]))),
    );
    const { user } = await renderApp('/support/console', { user: STAFF });
    expect(await screen.findByText('Failed to load tickets')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
  });
});

describe('staff console ticket', () => {
  function serveTicket(state: { current: z.infer<typeof ticketDetail> }) {
    server.use(
      http.get('*/api/staff/tickets', () => list([row()])),
      http.get('*/api/staff/tickets/11', () => HttpResponse.json({ success: true, data: state.current })),
    );
  }

  it('opens a ticket with its player and conversation, and replies as "Support Team"', async () => {
    const state = { current: ticket() };
    let sent: string | undefined;
    serveTicket(state);
    server.use(
      http.post('*/api/staff/tickets/11/replies', async ({ request }) => {
        sent = String((await request.formData()).get('message'));
        state.current = ticket({
          status: 'waitingPlayer',
          lastReplyBy: 'support',
          replies: [
            ...state.current.replies,
            {
              id: 2,
              author: 'support',
              authorName: 'Support Team',
              message: sent,
              createdAt: '2026-11-21T08:00:00.000Z',
              attachments: [],
            },
          ],
        });
        return HttpResponse.json({ success: true, data: state.current });
      }),
    );
    const { user } = await renderApp('/support/console', { user: STAFF });
    await user.click(await screen.findByRole('link', { name: /Crash on the match screen/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Crash on the match screen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Striker99 (striker@example.com)')).toBeInTheDocument();
    expect(screen.getByText('The player sees your reply from “Support Team”.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Please update the game to 2.4.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    expect(sent).toBe('Please update the game to 2.4.');
    const messages = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('article');
    expect(messages.at(-1)).toHaveTextContent('Support Team');
    expect(messages.at(-1)).toHaveTextContent('Please update the game to 2.4.');
    expect(screen.getAllByText('Waiting for player')[0]).toBeInTheDocument();
  });

  it('names the player from the ticket itself when opened by a direct link (not in the queue)', async () => {
    server.use(
      http.get('*/api/staff/tickets', () => list([])),
      http.get('*/api/staff/tickets/11', () =>
        HttpResponse.json({
          success: true,
          data: {
            ...ticket(),
            player: {
              id: 4,
              nickname: 'Striker99',
              email: 'striker@example.com',
              attachmentBytes: 47.5 * 1024 * 1024,
              attachmentQuotaBytes: 200 * 1024 * 1024,
            },
          },
        }),
      ),
    );
    await renderApp('/support/console?ticket=11', { user: STAFF });
    expect(await screen.findByText('Striker99 (striker@example.com)')).toBeInTheDocument();
    // How much of their attachment storage the player uses (issue 31).
    expect(screen.getByText('Attachments: 47.5 MB of 200 MB')).toBeInTheDocument();
  });

  it('changes the priority', async () => {
    const state = { current: ticket() };
    let asked: unknown;
    serveTicket(state);
    server.use(
      http.post('*/api/staff/tickets/11/priority', async ({ request }) => {
        asked = await request.json();
        state.current = ticket({ priority: 'critical' });
        return HttpResponse.json({ success: true, data: state.current });
      }),
    );
    const { user } = await renderApp('/support/console?ticket=11', { user: STAFF });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Change priority' }), 'Critical');
    expect(await screen.findByText('Priority changed to Critical.')).toBeInTheDocument();
    expect(asked).toEqual({ priority: 'critical' });
    expect(screen.getByRole('combobox', { name: 'Change priority' })).toHaveValue('critical');
  });

  it('says "Failed to change priority" when the change is refused', async () => {
    serveTicket({ current: ticket() });
    server.use(http.post('*/api/staff/tickets/11/priority', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderApp('/support/console?ticket=11', { user: STAFF });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Change priority' }), 'Low');
    expect(await screen.findByText('Failed to change priority')).toBeInTheDocument();
  });

  it('closes after the confirmation, and the closed ticket takes no reply', async () => {
    const state = { current: ticket() };
    let closes = 0;
    serveTicket(state);
    server.use(
      http.post('*/api/staff/tickets/11/close', () => {
        closes += 1;
        state.current = ticket({ status: 'closed' });
        return HttpResponse.json({ success: true, data: state.current });
      }),
    );
    const { user } = await renderApp('/support/console?ticket=11', { user: STAFF });
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(closes).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('This ticket is closed and cannot be replied to.')).toBeInTheDocument();
    expect(closes).toBe(1);
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });
});
