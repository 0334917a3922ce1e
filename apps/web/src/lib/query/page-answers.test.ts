import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshAtPageStart, holdPageAnswers, releasePageAnswers, takePageAnswer } from './page-answers';

afterEach(releasePageAnswers);

/** The browser's cache with the server's answer in it, as start-app.tsx hydrates a page. */
function pageWithAnswer() {
  const server = new QueryClient();
  // Rendered five seconds ago.
  server.setQueryData(['spin', 'wheel'], { balance: 40 }, { updatedAt: Date.now() - 5000 });
  const state = dehydrate(server);
  const browser = new QueryClient();
  holdPageAnswers(state, browser.getQueryCache());
  browser.setQueryData(
    ['spin', 'wheel'],
    { balance: 40 },
    { updatedAt: state.queries[0]?.state.dataUpdatedAt },
  );
  return browser;
}

function mount(client: QueryClient, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, {
    queryKey: ['spin', 'wheel'],
    queryFn,
    staleTime: freshAtPageStart(0),
  });
  return observer.subscribe(() => {});
}

describe('answers the page was rendered with', () => {
  it('are not asked again when the page mounts them', () => {
    const client = pageWithAnswer();
    const queryFn = vi.fn(() => Promise.resolve({ balance: 41 }));
    mount(client, queryFn)();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('are asked again at the next mount', async () => {
    const client = pageWithAnswer();
    const queryFn = vi.fn(() => Promise.resolve({ balance: 41 }));
    mount(client, queryFn)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    mount(client, queryFn)();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('are asked again at every mount once the page has started', () => {
    const client = pageWithAnswer();
    releasePageAnswers();
    const queryFn = vi.fn(() => Promise.resolve({ balance: 41 }));
    mount(client, queryFn)();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('are asked again once the answer in the cache is a newer one', () => {
    const client = pageWithAnswer();
    client.setQueryData(['spin', 'wheel'], { balance: 35 }, { updatedAt: Date.now() - 1000 });
    const queryFn = vi.fn(() => Promise.resolve({ balance: 41 }));
    mount(client, queryFn)();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('taking an answer the page was rendered with', () => {
  it('is true once for each answer the server rendered the page with', () => {
    pageWithAnswer();
    expect(takePageAnswer(['spin', 'wheel'])).toBe(true);
    expect(takePageAnswer(['spin', 'wheel'])).toBe(false);
    expect(takePageAnswer(['spin', 'history'])).toBe(false);
  });

  it('is false once the page is left (the first navigation)', () => {
    pageWithAnswer();
    releasePageAnswers();
    expect(takePageAnswer(['spin', 'wheel'])).toBe(false);
  });
});
