import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID } from '@pitchside/contract/public-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPublicConfig } from './config';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PUBLIC_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

describe('readPublicConfig', () => {
  afterEach(() => document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove());

  it('reads the block the server embeds', () => {
    embed(JSON.stringify({ ...DEFAULT_PUBLIC_CONFIG, productName: 'Kickoff' }));
    expect(readPublicConfig().productName).toBe('Kickoff');
  });

  it('falls back to the defaults without a block (Vite dev server)', () => {
    expect(readPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it('falls back to the defaults when the block is broken or invalid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    embed('{not json');
    expect(readPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ productName: '' }));
    expect(readPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
