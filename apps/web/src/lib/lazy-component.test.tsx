import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('suspends on its first mount when nobody loaded it ahead', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Lazy = lazyComponent(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting),
    );
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
