import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrationStarting, whenPageHydrated } from './hydration';
import { PageSection } from './page-section';

/** An IntersectionObserver the test moves by hand: jsdom lays nothing out. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  targets: Element[] = [];
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  comeNear() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

/** The code of the held section, as a lazy component's `preload`. */
const loadCode = vi.fn(() => Promise.resolve());

function Page({ onTap }: { onTap: () => void }) {
  return (
    <main>
      <p>First screen</p>
      <PageSection hydrate="when-near" load={loadCode}>
        <button type="button" onClick={onTap}>
          Rankings
        </button>
      </PageSection>
    </main>
  );
}

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('a section hydrated when near', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  const errors: unknown[] = [];

  beforeEach(() => {
    // Raw `act`, as Testing Library sets it up: this test hydrates server HTML itself.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    container = document.createElement('div');
    // As on the server, which never hydrates.
    hydrationStarting(false);
    container.innerHTML = renderToString(<Page onTap={() => {}} />);
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    vi.unstubAllGlobals();
    errors.length = 0;
  });

  async function hydrate(onTap: () => void) {
    hydrationStarting();
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page onTap={onTap} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
    });
    await settle();
  }

  it('keeps the server HTML as it is until the section comes near, then hydrates it', async () => {
    const onTap = vi.fn();
    await hydrate(onTap);
    const button = container.querySelector('button')!;
    expect(isHydrated(container.querySelector('p')!)).toBe(true);
    expect(isHydrated(button)).toBe(false);

    await act(async () => FakeObserver.instances[0]!.comeNear());
    await settle();
    expect(container.querySelector('button')).toBe(button);
    expect(isHydrated(button)).toBe(true);
    button.click();
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('is let go by whoever waits for the whole page (a language change, a sign-in)', async () => {
    await hydrate(() => {});
    const button = container.querySelector('button')!;
    expect(isHydrated(button)).toBe(false);

    let hydrated = false;
    await act(async () => {
      void whenPageHydrated().then(() => (hydrated = true));
    });
    await settle();
    expect(hydrated).toBe(true);
    expect(isHydrated(button)).toBe(true);
    expect(errors).toEqual([]);
  });

  // Before the tap below: the first sign of a person is seen once per page.
  it("fetches the section's code at the first sign of a person, not before", async () => {
    loadCode.mockClear();
    await hydrate(() => {});
    expect(loadCode).not.toHaveBeenCalled();
    await act(async () => document.dispatchEvent(new Event('wheel')));
    // Once the gesture is answered, not during it.
    expect(loadCode).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(loadCode).toHaveBeenCalledTimes(1));
    expect(isHydrated(container.querySelector('button')!)).toBe(false);
  });

  it('answers a tap on a section still held: React hydrates it at once and hands it the tap', async () => {
    const onTap = vi.fn();
    await hydrate(onTap);
    const button = container.querySelector('button')!;
    expect(isHydrated(button)).toBe(false);

    // As a finger does: pointerdown, then the click, with no wait between them.
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    expect(errors).toEqual([]);
  });
});
