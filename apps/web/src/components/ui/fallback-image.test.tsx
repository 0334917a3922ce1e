import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
  it('loads a relative URL from the API origin', () => {
    render(<FallbackImage src="/media/demo/news/a.svg" alt="Season 12" />);
    expect(screen.getByRole('img', { name: 'Season 12' })).toHaveAttribute(
      'src',
      `${window.location.origin}/media/demo/news/a.svg`,
    );
  });

  it('shows a named placeholder when the image fails to load', () => {
    render(<FallbackImage src="/media/missing.png" alt="Season 12" className="h-40" />);
    fireEvent.error(screen.getByRole('img', { name: 'Season 12' }));

    const placeholder = screen.getByRole('img', { name: 'Season 12' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveAttribute('data-fallback', 'true');
    expect(placeholder).toHaveClass('h-40');
  });

  it('tries again when the source changes after a failure', () => {
    const { rerender } = render(<FallbackImage src="/a.png" alt="Banner" />);
    fireEvent.error(screen.getByRole('img', { name: 'Banner' }));
    rerender(<FallbackImage src="/b.png" alt="Banner" />);
    expect(screen.getByRole('img', { name: 'Banner' }).tagName).toBe('IMG');
  });

  it('shows the placeholder at once for an empty source, hidden when decorative', () => {
    const { container } = render(<FallbackImage src="" alt="" placeholder={<b>no picture</b>} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-fallback]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('no picture')).toBeInTheDocument();
  });
});
