import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '@/lib/session/session';
import { CONFIRMED_USER, renderApp } from '../../../../test/render-app';
import { detail, FAQ, listBody, summary } from '../testing/fixtures';

// The screen's chunk loads lazily on first render; the busy CI machine can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer(
  http.get('*/api/public/faq', () => HttpResponse.json({ success: true, data: FAQ })),
  // The layout re-validates a stored session and polls the bell in the background.
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
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const PLAYER = { ...CONFIRMED_USER, role: 'player' as const };

function fileOf(name: string, type: string, bytes = 10) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('support centre for guests', () => {
  it('shows the reply times, a login prompt that opens the login modal, and the FAQ by category', async () => {
    const { user } = await renderApp('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support centre' })).toBeInTheDocument();
    expect(screen.getByText('We reply within about 24 hours on weekdays.')).toBeInTheDocument();
    expect(screen.getByText('Tickets sent at the weekend are reviewed on Monday.')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 3, name: 'Account issues' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Payment and billing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'In-game issues' })).toBeInTheDocument();

    const prompt = screen.getByRole('region', { name: 'Your tickets' });
    expect(prompt).toHaveTextContent('Log in to open a ticket and follow our replies.');
    await user.click(within(prompt).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('asks the server for the FAQ in the reader language', async () => {
    let lang: string | null = null;
    server.use(
      http.get('*/api/public/faq', ({ request }) => {
        lang = new URL(request.url).searchParams.get('lang');
        return HttpResponse.json({ success: true, data: FAQ });
      }),
    );
    await renderApp('/support', { language: 'de' });
    await waitFor(() => expect(lang).toBe('de'));
  });

  it('searches questions and answers, opens the matches and says when nothing matches', async () => {
    const { user } = await renderApp('/support');
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
    await waitFor(() => expect(search).toBeEnabled());

    await user.type(search, 'credit card');
    expect(screen.getByRole('button', { name: 'Which payment methods are accepted?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByRole('button', { name: /forgot my password/ })).not.toBeInTheDocument();
    expect(screen.getByText(/All major debit and credit cards/)).toBeVisible();

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText('No questions match “zebra”.')).toBeInTheDocument();
  });

  it('shows "Failed to load the FAQ" with a retry', async () => {
    server.use(http.get('*/api/public/faq', () => HttpResponse.json({}, { status: 500 })));
    await renderApp('/support');
    expect(await screen.findByText('Failed to load the FAQ', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ticket list', () => {
  it('shows a tab per status with its count, the stats, and the tickets', async () => {
    server.use(
      http.get('*/api/support/tickets', () =>
        HttpResponse.json(listBody([summary({ status: 'waitingPlayer', newReplies: 2 })])),
      ),
    );
    await renderApp('/support', { user: PLAYER });
    const tabs = await screen.findByRole('tablist', { name: 'Tickets by status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All4', 'Open1', 'Waiting support1', 'Waiting for you1', 'Closed1']),
    );
    const stats = screen.getByRole('region', { name: 'Your tickets at a glance' });
    expect(within(stats).getByText('Total tickets').closest('div')?.parentElement).toHaveTextContent('4');
    expect(within(stats).getByText('Awaiting support').closest('div')?.parentElement).toHaveTextContent('2');

    const row = screen.getByRole('link', { name: /Tickets missing after purchase/ });
    expect(row).toHaveTextContent('PS-000007');
    expect(row).toHaveTextContent('Waiting for you');
    expect(row).toHaveTextContent('2 new replies');
    expect(row).toHaveAttribute('href', '/support?ticket=7');
  });

  it('asks for the chosen tab and shows "No tickets found" when it is empty', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/support/tickets', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status') ?? '';
        asked.push(status);
        return HttpResponse.json(listBody(status === 'closed' ? [] : [summary()]));
      }),
    );
    const { user, router } = await renderApp('/support', { user: PLAYER });
    await user.click(await screen.findByRole('tab', { name: /^Closed/ }));
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    expect(screen.getByText('You have no tickets with this status.')).toBeInTheDocument();
    expect(asked).toEqual(['all', 'closed']);
    expect(router.state.location.search).toBe('?status=closed');
  });

  it('pages through the tickets', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/support/tickets', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        return HttpResponse.json(listBody([summary({ id: Number(page) })], undefined, 25, Number(page)));
      }),
    );
    const { user } = await renderApp('/support', { user: PLAYER });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('shows "Failed to load tickets" with a retry that loads them again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/support/tickets', () =>
        fail
          ? HttpResponse.json({ success: false, error: 'NOT_FOUND', message: 'x' }, { status: 404 })
          : HttpResponse.json(listBody([summary()])),
      ),
    );
    const { user } = await renderApp('/support', { user: PLAYER });
    expect(await screen.findByText('Failed to load tickets')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Tickets missing after purchase/ })).toBeInTheDocument();
  });

  it('links staff to the support console, and only staff', async () => {
    server.use(http.get('*/api/support/tickets', () => HttpResponse.json(listBody([]))));
    await renderApp('/support', { user: { ...PLAYER, role: 'support' } });
    expect(await screen.findByRole('link', { name: 'Support console' })).toHaveAttribute(
      'href',
      '/support/console',
    );
  });

  it('shows players no console link', async () => {
    server.use(http.get('*/api/support/tickets', () => HttpResponse.json(listBody([]))));
    await renderApp('/support', { user: PLAYER });
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Support console' })).not.toBeInTheDocument();
  });
});

describe('new ticket form', () => {
  it('names every missing field, then the minimum lengths', async () => {
    const { user } = await renderApp('/support?new=1', { user: PLAYER });
    await user.click(await screen.findByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Help');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'It broke again.');
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 20 characters')).toBeInTheDocument();
  });

  it('offers the spec categories and priorities, translated, normal by default', async () => {
    await renderApp('/support?new=1', { user: PLAYER });
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a category',
      'Account issues',
      'Technical issue',
      'Payment and billing',
      'In-game issues',
      'Bug report',
      'Suggestion',
      'Other',
    ]);
    const priority = screen.getByRole('combobox', { name: 'Priority' });
    expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Low', 'Normal', 'High', 'Critical']);
    expect(priority).toHaveValue('normal');
  });

  it('turns away wrong types, oversized files and a sixth file with the upload texts', async () => {
    await renderApp('/support?new=1', { user: PLAYER });
    // The input's accept list would hide the wrong file from the picker; a drop or an old browser does not.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByTestId('attachment-input');
    await user.upload(input, [
      fileOf('notes.exe', 'application/x-msdownload'),
      fileOf('big.png', 'image/png', 10 * 1024 * 1024 + 1),
      fileOf('clip.mp4', 'video/mp4', 60 * 1024 * 1024),
      fileOf('ok.png', 'image/png'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'notes.exe - Invalid file type',
      'big.png - File is too large (max 10 MB)',
      'clip.mp4 - File is too large (max 50 MB)',
    ]);
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);

    await user.upload(input, [
      fileOf('a.pdf', 'application/pdf'),
      fileOf('b.txt', 'text/plain'),
      fileOf('c.webm', 'video/webm', 40 * 1024 * 1024),
      fileOf('d.jpg', 'image/jpeg'),
      fileOf('e.gif', 'image/gif'),
    ]);
    expect(await screen.findByText('Maximum 5 files allowed')).toBeInTheDocument();
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add files' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove d.jpg' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add files' })).toBeEnabled();
  });

  it('sends the ticket as multipart and opens it', async () => {
    let fields: Record<string, string> = {};
    let files = 0;
    server.use(
      http.post('*/api/support/tickets', async ({ request }) => {
        const form = await request.formData();
        fields = {};
        files = 0;
        form.forEach((value, key) => {
          if (key === 'files') files += 1;
          else fields[key] = String(value);
        });
        return HttpResponse.json(
          { success: true, data: detail({ id: 31, subject: 'Cannot log in' }) },
          { status: 201 },
        );
      }),
      http.get('*/api/support/tickets/31', () =>
        HttpResponse.json({ success: true, data: detail({ id: 31, subject: 'Cannot log in' }) }),
      ),
    );
    const { user, router } = await renderApp('/support?new=1', { user: PLAYER });
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Cannot log in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Account issues');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await user.type(
      screen.getByRole('textbox', { name: 'Description' }),
      'The login says my password is wrong.',
    );
    await user.upload(screen.getByTestId('attachment-input'), fileOf('shot.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));

    expect(
      await screen.findByText('Your ticket PS-000031 was created. We will reply as soon as we can.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ticket=31');
    expect(fields).toEqual({
      subject: 'Cannot log in',
      description: 'The login says my password is wrong.',
      category: 'account_issues',
      priority: 'high',
    });
    expect(files).toBe(1);
  });

  it('says "Failed to create ticket" with the server\'s upload text, translated', async () => {
    server.use(
      http.post('*/api/support/tickets', () =>
        HttpResponse.json(
          { success: false, error: 'VALIDATION_FAILED', message: 'cat.png - Invalid file type' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/support?new=1', { user: PLAYER, language: 'de' });
    await user.type(await screen.findByRole('textbox', { name: 'Betreff' }), 'Login geht nicht');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'account_issues');
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Das Passwort wird abgelehnt.');
    await user.click(screen.getByRole('button', { name: 'Ticket senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ticket konnte nicht erstellt werden');
    expect(alert).toHaveTextContent('cat.png - Ungültiger Dateityp');
  });

  it("says when the player's attachment storage is full (issue 31), translated", async () => {
    server.use(
      http.post('*/api/support/tickets', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'STORAGE_QUOTA_EXCEEDED',
            message:
              'Your attachments have reached your storage limit (200 MB). Please send your message without files.',
            quotaBytes: 200 * 1024 * 1024,
          },
          { status: 413 },
        ),
      ),
    );
    const { user } = await renderApp('/support?new=1', { user: PLAYER, language: 'de' });
    await user.type(await screen.findByRole('textbox', { name: 'Betreff' }), 'Login geht nicht');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'account_issues');
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Das Passwort wird abgelehnt.');
    await user.click(screen.getByRole('button', { name: 'Ticket senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ticket konnte nicht erstellt werden');
    expect(alert).toHaveTextContent(
      'Deine Anhänge haben dein Speicherlimit erreicht (200 MB). Bitte sende deine Nachricht ohne Dateien.',
    );
  });
});

describe('ticket detail', () => {
  const answered = detail({
    status: 'waitingPlayer',
    lastReplyBy: 'support',
    attachments: [
      { id: 5, name: 'receipt.png', type: 'image/png', size: 2048, url: '/api/support/attachments/5' },
    ],
    replies: [
      {
        id: 1,
        author: 'support',
        authorName: 'Support Team',
        message: 'We re-sent your tickets. Please check again.',
        createdAt: '2026-11-21T10:00:00.000Z',
        attachments: [],
      },
    ],
  });

  it('shows the conversation with "Support Team", the status and the attachment fetched with the token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('*/api/support/tickets/7', () => HttpResponse.json({ success: true, data: answered })),
      http.get('*/api/support/attachments/5', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        });
      }),
    );
    const { user } = await renderApp('/support?ticket=7', { user: PLAYER });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tickets missing after purchase' }),
    ).toBeInTheDocument();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    const messages = within(conversation).getAllByRole('article');
    expect(messages[0]).toHaveTextContent('You');
    expect(messages[0]).toHaveTextContent('I bought Pro Tickets yesterday');
    expect(messages[1]).toHaveTextContent('Support Team');
    expect(messages[1]).toHaveTextContent('We re-sent your tickets.');
    expect(screen.getAllByText('Waiting for you')[0]).toBeInTheDocument();

    const preview = await screen.findByRole('button', { name: 'Preview receipt.png' });
    await waitFor(() => expect(preview).toBeEnabled());
    expect(authorization).toBe('Bearer test-token');
    expect(screen.getByRole('button', { name: 'Download receipt.png' })).toBeInTheDocument();
    await user.click(preview);
    expect(await screen.findByRole('dialog', { name: 'receipt.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'receipt.png' })).toHaveAttribute('src', 'blob:preview');
  });

  it('closes only after a confirmation saying it cannot be undone, then offers no reply form', async () => {
    let closed = false;
    server.use(
      http.get('*/api/support/tickets/7', () =>
        HttpResponse.json({ success: true, data: closed ? { ...answered, status: 'closed' } : answered }),
      ),
      http.post('*/api/support/tickets/7/close', () => {
        closed = true;
        return HttpResponse.json({ success: true, data: { ...answered, status: 'closed' } });
      }),
      http.get('*/api/support/tickets', () => HttpResponse.json(listBody([]))),
      http.get('*/api/support/attachments/5', () => new HttpResponse(new Uint8Array([1]))),
    );
    const { user } = await renderApp('/support?ticket=7', { user: PLAYER });
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    expect(dialog).toHaveTextContent('Closing a ticket cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closed).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close this ticket?' })).getByRole('button', {
        name: 'Close ticket',
      }),
    );
    expect(await screen.findByText('This ticket is closed and cannot be replied to.')).toBeInTheDocument();
    expect(closed).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
  });

  it('shows a closed ticket without a reply form', async () => {
    server.use(
      http.get('*/api/support/tickets/7', () =>
        HttpResponse.json({ success: true, data: detail({ status: 'closed' }) }),
      ),
    );
    await renderApp('/support?ticket=7', { user: PLAYER });
    expect(await screen.findByText('This ticket is closed and cannot be replied to.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });

  it('sends a reply and asks for a message when it is empty', async () => {
    let sent: string | undefined;
    server.use(
      http.get('*/api/support/tickets/7', () => HttpResponse.json({ success: true, data: detail() })),
      http.post('*/api/support/tickets/7/replies', async ({ request }) => {
        sent = String((await request.formData()).get('message'));
        return HttpResponse.json({ success: true, data: detail({ status: 'waitingSupport' }) });
      }),
      http.get('*/api/support/tickets', () => HttpResponse.json(listBody([]))),
    );
    const { user } = await renderApp('/support?ticket=7', { user: PLAYER });
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please enter a message')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Still nothing here.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    expect(sent).toBe('Still nothing here.');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('says "Failed to send reply" and keeps the text', async () => {
    server.use(
      http.get('*/api/support/tickets/7', () => HttpResponse.json({ success: true, data: detail() })),
      http.post('*/api/support/tickets/7/replies', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await renderApp('/support?ticket=7', { user: PLAYER });
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Failed to send reply')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello?');
  });

  it('says "Failed to close ticket" when closing fails', async () => {
    server.use(
      http.get('*/api/support/tickets/7', () => HttpResponse.json({ success: true, data: detail() })),
      http.post('*/api/support/tickets/7/close', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await renderApp('/support?ticket=7', { user: PLAYER });
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('Failed to close ticket')).toBeInTheDocument();
  });

  it('says "Failed to load ticket details" for a ticket it cannot read', async () => {
    server.use(
      http.get('*/api/support/tickets/99', () =>
        HttpResponse.json(
          { success: false, error: 'NOT_FOUND', message: 'Ticket not found' },
          { status: 404 },
        ),
      ),
    );
    await renderApp('/support?ticket=99', { user: PLAYER });
    expect(await screen.findByText('Failed to load ticket details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
