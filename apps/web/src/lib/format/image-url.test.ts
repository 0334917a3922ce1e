import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url';

describe('resolveImageUrl', () => {
  it('prefixes a relative path with the API origin', () => {
    expect(resolveImageUrl('/media/demo/news/a.svg', 'https://portal.example')).toBe(
      'https://portal.example/media/demo/news/a.svg',
    );
    expect(resolveImageUrl('media/a.png', 'https://portal.example/')).toBe(
      'https://portal.example/media/a.png',
    );
  });

  it('uses the current origin by default', () => {
    expect(resolveImageUrl('/media/a.png')).toBe(`${window.location.origin}/media/a.png`);
  });

  it('keeps absolute, protocol-relative, data and blob URLs as they are', () => {
    expect(resolveImageUrl('https://cdn.example/a.png', 'https://portal.example')).toBe(
      'https://cdn.example/a.png',
    );
    expect(resolveImageUrl('//cdn.example/a.png', 'https://portal.example')).toBe('//cdn.example/a.png');
    expect(resolveImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(resolveImageUrl('blob:https://portal.example/123')).toBe('blob:https://portal.example/123');
  });

  it('gives undefined for a missing or blank URL', () => {
    expect(resolveImageUrl(undefined)).toBeUndefined();
    expect(resolveImageUrl(null)).toBeUndefined();
    expect(resolveImageUrl('   ')).toBeUndefined();
  });
});
