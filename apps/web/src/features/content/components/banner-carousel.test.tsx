import type { Banner } from '@pitchside/contract/content';
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { BannerCarousel, BannerSlides } from './banner-carousel';
import { BannerSlide } from './banner-slide';
import type * as BannerSlideModule from './banner-slide';

// The real slide, counted: a tick of the progress bar must not render the slides again.
vi.mock('./banner-slide', async (importOriginal) => {
  const original = await importOriginal<typeof BannerSlideModule>();
  return { ...original, BannerSlide: vi.fn(original.BannerSlide) };
});

const banner = (id: number, title: string, link: string): Banner => ({
  Id: id,
  Title: title,
  Subtitle: `${title} subtitle`,
  ButtonText: `${title} button`,
  ButtonLink: link,
  ImageUrl: `/media/demo/banners/${id}.svg`,
  SortOrder: id,
});

const BANNERS = [
  banner(1, 'Season 12 is live', '/stats/top-season'),
  banner(2, 'Ticket packs', '/webshop/tickets'),
  banner(3, 'Match alerts on Telegram', 'https://t.me/PitchsideBot'),
];

/** Only the current slide is exposed; the others are aria-hidden and inert. */
const currentTitle = () => screen.getByRole('heading', { level: 3 }).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

async function renderSlides(banners: Banner[]) {
  vi.useFakeTimers();
  const view = await renderWithProviders(<BannerSlides banners={banners} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return view;
}

describe('banner carousel', () => {
  it('advances every 5 s and wraps from the last banner to the first', async () => {
    await renderSlides(BANNERS);
    expect(currentTitle()).toBe('Season 12 is live');

    advance(4950);
    expect(currentTitle()).toBe('Season 12 is live');
    advance(50);
    expect(currentTitle()).toBe('Ticket packs');
    advance(5000);
    expect(currentTitle()).toBe('Match alerts on Telegram');
    advance(5000);
    expect(currentTitle()).toBe('Season 12 is live');
  });

  it('moves the progress bar every 50 ms and starts it again after each change', async () => {
    await renderSlides(BANNERS);
    expect(progress()).toBe(0);
    advance(49);
    expect(progress()).toBe(0);
    advance(1);
    expect(progress()).toBe(1);
    advance(2450);
    expect(progress()).toBe(50);
    advance(2500);
    expect(progress()).toBe(0);
    expect(currentTitle()).toBe('Ticket packs');
  });

  it('moves the progress bar without rendering the slides again until the next slide', async () => {
    await renderSlides(BANNERS);
    advance(1000); // Embla has started (when the browser was idle)
    const rendered = vi.mocked(BannerSlide).mock.calls.length;
    advance(3900);
    expect(progress()).toBe(98);
    expect(vi.mocked(BannerSlide).mock.calls.length).toBe(rendered);
    advance(100);
    expect(currentTitle()).toBe('Ticket packs');
    expect(vi.mocked(BannerSlide).mock.calls.length).toBeGreaterThan(rendered);
  });

  it('pauses while the pointer is over it and resumes where it stopped', async () => {
    await renderSlides(BANNERS);
    advance(2000);
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Featured' }));
    advance(20_000);
    expect(currentTitle()).toBe('Season 12 is live');
    expect(progress()).toBe(40);

    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Featured' }));
    advance(2950);
    expect(currentTitle()).toBe('Season 12 is live');
    advance(50);
    expect(currentTitle()).toBe('Ticket packs');
  });

  it('pauses while touched and changes slide only on a swipe over 50 px', async () => {
    const { container } = await renderSlides(BANNERS);
    const viewport = container.querySelector('.touch-pan-y') as HTMLElement;

    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
    advance(10_000);
    expect(currentTitle()).toBe('Season 12 is live');
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 150, clientY: 100 }] });
    expect(currentTitle()).toBe('Season 12 is live');

    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 149, clientY: 100 }] });
    expect(currentTitle()).toBe('Ticket packs');

    fireEvent.touchStart(viewport, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 180, clientY: 110 }] });
    expect(currentTitle()).toBe('Season 12 is live');
  });

  it('moves with the arrows and dots, and the pause button stops the autoplay', async () => {
    await renderSlides(BANNERS);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(currentTitle()).toBe('Match alerts on Telegram');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentTitle()).toBe('Season 12 is live');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2 of 3' }));
    expect(currentTitle()).toBe('Ticket packs');
    expect(screen.getByRole('button', { name: 'Show banner 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Featured' }));
    advance(15_000);
    expect(currentTitle()).toBe('Ticket packs');
    fireEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Featured' }));
    advance(5000);
    expect(currentTitle()).toBe('Match alerts on Telegram');
  });

  it('shows a single banner without autoplay or controls', async () => {
    await renderSlides([BANNERS[0] as Banner]);
    expect(currentTitle()).toBe('Season 12 is live');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(20_000);
    expect(currentTitle()).toBe('Season 12 is live');
  });

  it('opens an http link in a new tab', async () => {
    await renderSlides([banner(3, 'Match alerts on Telegram', 'https://t.me/PitchsideBot')]);
    const link = screen.getByRole('link', { name: /Match alerts on Telegram button/ });
    expect(link).toHaveAttribute('href', 'https://t.me/PitchsideBot');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('follows no link that a browser would take to another site through a path (issue 31)', async () => {
    for (const bad of [
      '/\\evil.example/banner',
      '//evil.example',
      'javascript:alert(1)',
      'http://evil.example',
    ]) {
      const view = await renderSlides([banner(4, 'Hostile', bad)]);
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Hostile');
      expect(screen.queryByRole('link', { name: /Hostile button/ }), bad).toBeNull();
      view.unmount();
    }
  });

  it('follows any other link inside the portal', async () => {
    const { router } = await renderSlides([banner(2, 'Ticket packs', '/webshop/tickets')]);
    const link = screen.getByRole('link', { name: 'Ticket packs button' });
    expect(link).not.toHaveAttribute('target');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/webshop/tickets');
  });
});

describe('banner carousel loading', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('loads the banners with a limit of 10', async () => {
    let limit: string | null = null;
    server.use(
      http.get('*/api/public/banners', ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json({ success: true, data: BANNERS });
      }),
    );
    const { container } = await renderWithProviders(<BannerCarousel />);
    expect(await screen.findByRole('heading', { name: 'Season 12 is live' })).toBeInTheDocument();
    expect(limit).toBe('10');
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides).toHaveLength(3);
    expect((slides[0] as HTMLElement).querySelector('img')).toHaveAttribute(
      'src',
      `${window.location.origin}/media/demo/banners/1.svg`,
    );
  });

  it('shows the spec text and a Retry button when the banners cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/public/banners', () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: BANNERS });
      }),
    );
    const { user } = await renderWithProviders(<BannerCarousel />);
    expect(
      await screen.findByText('Failed to fetch banners. Please try again.', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Season 12 is live' })).toBeInTheDocument();
  });

  it('says so when there is nothing to feature', async () => {
    server.use(http.get('*/api/public/banners', () => HttpResponse.json({ success: true, data: [] })));
    await renderWithProviders(<BannerCarousel />);
    expect(await screen.findByText('Nothing featured right now')).toBeInTheDocument();
  });
});
