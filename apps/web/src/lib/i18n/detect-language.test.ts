import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

function fakeWindow(search: string, languages: string[]): Window {
  return {
    location: { search },
    navigator: { languages, language: languages[0] ?? '' },
  } as unknown as Window;
}

describe('detectLanguage', () => {
  it('prefers ?lng=, then the stored choice, then the browser, then English', () => {
    window.localStorage.setItem('pitchside.language', 'tr');
    expect(detectLanguage(fakeWindow('?lng=ar', ['de-DE']))).toBe('ar');
    expect(detectLanguage(fakeWindow('', ['de-DE']))).toBe('tr');
    window.localStorage.removeItem('pitchside.language');
    expect(detectLanguage(fakeWindow('', ['ja-JP', 'pt-BR']))).toBe('pt');
    expect(detectLanguage(fakeWindow('?lng=xx', ['ja-JP']))).toBe('en');
  });
});
