import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { useSessionCheckStore } from '@/lib/session/session-check-store';
import { setSession } from '@/lib/session/session';
import { NotificationBell } from './notification-bell';
import { productNamesHandler } from '../../../../test/product-names-handler';

// The product-name list every screen that names a product asks for.
const server = setupServer(productNamesHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
interface Item {
  id: number;
  type: string;
  key: string | null;
  params: Record<string, string | number>;
  title: string;
  message: string;
  link: string | null;
  time: string;
  read: boolean;
}
const LIST: Item[] = [
  {
    id: 3,
    type: 'support',
    key: 'supportReply',
    params: { ticket: 'T-3', subject: 'Lost tickets' },
    title: 'Support Team replied',
    message: 'New reply on ticket T-3: Lost tickets',
    link: '/support?ticket=3',
    time: minutesAgo(2),
    read: false,
  },
  {
    id: 2,
    type: 'login',
    key: 'welcomeBack',
    params: { nickname: 'Ada', product: 'Pitchside' },
    title: 'Welcome back, Ada!',
    message: 'Good to see you again.',
    link: null,
    time: minutesAgo(90),
    read: false,
  },
  {
    id: 1,
    type: 'news',
    key: null,
    params: {},
    title: 'Server text only',
    message: 'Shown as the server wrote it',
    link: null,
    time: minutesAgo(60 * 30),
    read: true,
  },
];

let list = LIST.map((item) => ({ ...item }));
const marked: unknown[] = [];

beforeEach(() => {
  list = LIST.map((item) => ({ ...item }));
  marked.length = 0;
  document.cookie = 'XSRF-TOKEN=test-csrf';
  server.use(
    http.get('*/api/user/notifications', () =>
      HttpResponse.json({ success: true, data: list, unread: list.filter((n) => !n.read).length }),
    ),
    http.post('*/api/user/notifications/read', async ({ request }) => {
      const body = (await request.json()) as { ids?: number[] };
      marked.push(body);
      list = list.map((n) => (!body.ids || body.ids.includes(n.id) ? { ...n, read: true } : n));
      return HttpResponse.json({ success: true });
    }),
  );
});

async function renderBell({
  checked = true,
  language = 'en' as const,
}: { checked?: boolean; language?: 'en' | 'de' } = {}) {
  setSession('tok', { emailconfirmed: true, nickname: 'Ada' });
  useSessionCheckStore.setState({ checkedToken: checked ? 'tok' : null });
  const i18n = await createI18n(language);
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/support', element: <h1>Support</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()} sessionEffects={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('notification bell', () => {
  it('shows the unread count in its name and as a badge', async () => {
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('2');
  });

  it('waits for the session check before asking the server', async () => {
    await renderBell({ checked: false });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() => useSessionCheckStore.setState({ checkedToken: 'tok' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('lists the notifications newest first, unread ones marked, keyed ones worded by the app', async () => {
    const { user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Support Team repliedUnreadNew reply on ticket T-3: Lost tickets'),
      expect.stringContaining("Welcome back, Ada!UnreadGood to see you again. Check today's matches"),
      expect.stringContaining('Server text onlyShown as the server wrote it'),
    ]);
    expect(items[0]).toHaveTextContent('2 minutes ago');
    expect(within(items[0] as HTMLElement).getByText('Unread')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();
  });

  it("words keyed notifications in the reader's language", async () => {
    const i18nUser = await renderBell({ language: 'de' });
    await i18nUser.user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' }));
    const panel = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    expect(panel).toHaveTextContent('Willkommen zurück, Ada!');
    expect(panel).toHaveTextContent('Neue Antwort auf Ticket T-3: Lost tickets');
    expect(panel).toHaveTextContent('Server text only');
  });

  it('names a product in the reader’s language, as the studio wrote it', async () => {
    list = [
      {
        id: 4,
        type: 'purchase',
        key: 'purchaseComplete',
        params: { product: 'Starter Tickets', productSlug: 'tickets-starter', tickets: 500, recipient: '' },
        title: 'Purchase complete',
        message: 'Starter Tickets: 500 tickets are on their way to your game account.',
        link: null,
        time: minutesAgo(1),
        read: false,
      },
    ];
    const { user } = await renderBell({ language: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    const panel = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    await waitFor(() => expect(panel).toHaveTextContent('Starter-Tickets'));
    expect(panel).not.toHaveTextContent('Starter Tickets');
  });

  it('marks one as read when opened and follows its link', async () => {
    const { user, router } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: /Support Team replied/ }));
    await waitFor(() => expect(marked).toEqual([{ ids: [3] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
  });

  it('marks all as read', async () => {
    const { user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(marked).toEqual([{}]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when there is nothing yet', async () => {
    list = [];
    const { user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows the failure with a Retry button', async () => {
    server.use(
      http.get('*/api/user/notifications', () =>
        HttpResponse.json({ success: false, error: 'NOT_FOUND', message: 'x' }, { status: 404 }),
      ),
    );
    const { user } = await renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notifications');
    server.use(
      http.get('*/api/user/notifications', () => HttpResponse.json({ success: true, data: LIST, unread: 2 })),
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});
