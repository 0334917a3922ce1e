import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmblaWhenIdle } from './use-embla-when-idle';

function Carousel() {
  const [viewportRef, embla] = useEmblaWhenIdle({ loop: false });
  return (
    <>
      <p>{embla ? 'Embla started' : 'Embla waiting'}</p>
      <div ref={viewportRef}>
        <div>
          <div>one</div>
          <div>two</div>
        </div>
      </div>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a carousel started when the browser is idle', () => {
  it('shows its first slide without Embla while the page starts, and starts Embla after', () => {
    // Embla watches its slides' visibility; jsdom has no IntersectionObserver.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers();
    render(<Carousel />);
    expect(screen.getByText('Embla waiting')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Embla started')).toBeInTheDocument();
  });
});
