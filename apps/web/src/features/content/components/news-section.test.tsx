import type { NewsDetail, NewsSummary } from '@pitchside/contract/content';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { NewsSection } from './news-section';

const summary = (id: number, title: string, tag: NewsSummary['Tag']): NewsSummary => ({
  Id: id,
  Title: title,
  Description: `${title} in short`,
  ImageUrl: `/media/demo/news/${id}.svg`,
  Tag: tag,
  PublishDate: '2026-03-12T09:00:00.000Z',
});

const NEWS = [summary(7, 'Patch 12.1 notes', 'Patch'), summary(8, 'Season 12 kicks off', 'Event')];
const DETAIL: NewsDetail = {
  ...summary(7, 'Patch 12.1 notes', 'Patch'),
  Content:
    '<h2>Patch 12.1</h2><ul><li>Lines resolve faster.</li></ul><p>See <a href="/stats/todays-matches">matches</a>.</p>',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveList() {
  server.use(http.get('*/api/public/news', () => HttpResponse.json({ success: true, data: NEWS })));
}

async function openFirstNews() {
  const view = await renderWithProviders(<NewsSection />);
  await view.user.click(await screen.findByRole('button', { name: 'Patch 12.1 notes' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Patch 12.1 notes' }) };
}

describe('news section', () => {
  it('lists the news with tag, title, description and date', async () => {
    let limit: string | null = null;
    server.use(
      http.get('*/api/public/news', ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json({ success: true, data: NEWS });
      }),
    );
    await renderWithProviders(<NewsSection />);
    const items = await screen.findAllByRole('listitem');
    expect(limit).toBe('10');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: 'Patch 12.1 notes' })).toBeInTheDocument();
    expect(first.getByText('Patch')).toBeInTheDocument();
    expect(first.getByText('Patch 12.1 notes in short')).toBeInTheDocument();
    expect(first.getByText('Mar 12, 2026')).toHaveAttribute('datetime', '2026-03-12T09:00:00.000Z');
  });

  it('shows arrows on desktop, hidden at 768 px or less', async () => {
    serveList();
    await renderWithProviders(<NewsSection />);
    await screen.findByRole('button', { name: 'Patch 12.1 notes' });
    expect(screen.getByRole('button', { name: 'Previous news' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Choose news' })).not.toBeInTheDocument();

    // At 768 px or less CSS hides the arrows (the server renders one page for every width; a
    // phone's journey in e2e/home.spec.ts sees none).
    expect(screen.getByRole('button', { name: 'Next news' }).parentElement).toHaveClass('max-[768px]:hidden');
  });

  it('opens the detail with the sanitised body and closes it with Escape', async () => {
    serveList();
    server.use(http.get('*/api/public/news/7', () => HttpResponse.json({ success: true, data: DETAIL })));
    const { user, dialog } = await openFirstNews();

    expect(await within(dialog).findByRole('heading', { level: 2, name: 'Patch 12.1' })).toBeInTheDocument();
    expect(within(dialog).getByText('Lines resolve faster.')).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('closes with the Go Back button, the Close button and a click on the overlay', async () => {
    serveList();
    server.use(http.get('*/api/public/news/7', () => HttpResponse.json({ success: true, data: DETAIL })));
    const { user, dialog } = await openFirstNews();
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Patch 12.1 notes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Patch 12.1 notes' }));
    const overlay = (await screen.findByRole('dialog')).parentElement as HTMLElement;
    await user.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows a portal link inside the article without reloading', async () => {
    serveList();
    server.use(http.get('*/api/public/news/7', () => HttpResponse.json({ success: true, data: DETAIL })));
    const { user, dialog, router } = await openFirstNews();
    await user.click(await within(dialog).findByRole('link', { name: 'matches' }));
    expect(router.state.location.pathname).toBe('/stats/todays-matches');
  });

  it('shows "News not found" with a Go Back button for a missing item', async () => {
    serveList();
    server.use(
      http.get('*/api/public/news/7', () =>
        HttpResponse.json({ success: false, error: 'NOT_FOUND', message: 'News not found' }, { status: 404 }),
      ),
    );
    const { user, dialog } = await openFirstNews();
    expect(await within(dialog).findByText('News not found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows "Failed to fetch news detail." for any other failure', async () => {
    serveList();
    server.use(
      http.get('*/api/public/news/7', () =>
        HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 }),
      ),
    );
    const { dialog } = await openFirstNews();
    expect(
      await within(dialog).findByText('Failed to fetch news detail.', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('shows the spec text with Retry when the list fails, then the news', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/public/news', () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: NEWS });
      }),
    );
    const { user } = await renderWithProviders(<NewsSection />);
    expect(
      await screen.findByText('Failed to fetch news. Please try again.', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Patch 12.1 notes' })).toBeInTheDocument();
  });

  it('describes an empty list', async () => {
    server.use(http.get('*/api/public/news', () => HttpResponse.json({ success: true, data: [] })));
    await renderWithProviders(<NewsSection />);
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
  });
});
