import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInTurns, laterPartsHydrated } from './hydrate-later';

function Page({ onFirst, onLater }: { onFirst: () => void; onLater: () => void }) {
  return (
    <main>
      <button type="button" onClick={onFirst}>
        first
      </button>
      <HydrateLater>
        <footer>
          <button type="button" onClick={onLater}>
            later
          </button>
        </footer>
      </HydrateLater>
    </main>
  );
}

const toHtml = (node: ReactNode) => renderToStringAsync(node as unknown as VNode);

describe('parts hydrated later', () => {
  it("keep the server's markup, and answer clicks once their turn has come", async () => {
    const container = document.createElement('div');
    container.innerHTML = await toHtml(<Page onFirst={() => {}} onLater={() => {}} />);
    const [first, later] = [...container.querySelectorAll('button')];
    const onFirst = vi.fn();
    const onLater = vi.fn();

    hydrateInTurns(() => hydrateRoot(container, <Page onFirst={onFirst} onLater={onLater} />));
    first!.click();
    later!.click();
    expect(onFirst).toHaveBeenCalledTimes(1);
    // Still the server's button: its handler is not attached yet.
    expect(onLater).not.toHaveBeenCalled();

    await laterPartsHydrated();
    later!.click();
    expect(onLater).toHaveBeenCalledTimes(1);
    // The same nodes throughout: nothing was painted again.
    expect([...container.querySelectorAll('button')]).toEqual([first, later]);
    expect(container.querySelectorAll('footer')).toHaveLength(1);
  });

  it('render at once when the app paints the page itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onLater = vi.fn();
    const { createRoot } = await import('react-dom/client');
    createRoot(container).render(<Page onFirst={() => {}} onLater={onLater} />);
    await vi.waitFor(() => expect(container.querySelector('footer')).not.toBeNull());
    container.querySelector<HTMLButtonElement>('footer button')!.click();
    expect(onLater).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
