import { describe, expect, it } from 'vitest';
import {
  bannerBodyOf,
  formOf,
  fromLocalInput,
  missingIn,
  newsBodyOf,
  toLocalInput,
  validate,
} from './content-form';

const filled = () => {
  const form = formOf('news', null);
  form.texts.en = { title: 'Cup final', description: 'Sunday', contentHtml: '<p>x</p>' };
  form.texts.de = { title: 'Pokalfinale', description: '', contentHtml: '<p>y</p>' };
  form.imageUrl = '/media/content/a.webp';
  return form;
};

describe('the content editor form', () => {
  it('marks every language but English that lacks a field, and none once all are written', () => {
    const form = filled();
    expect(missingIn('news', form.texts)).toHaveLength(12);
    expect(missingIn('news', form.texts)).toContain('de');
    for (const code of Object.keys(form.texts) as Array<keyof typeof form.texts>) {
      form.texts[code] = { title: 't', description: 'd', contentHtml: '<p>c</p>' };
    }
    expect(missingIn('news', form.texts)).toEqual([]);
  });

  it('requires the English texts and an image, and an expiry after the publish time', () => {
    const empty = formOf('news', null);
    expect(validate('news', empty)).toMatchObject({
      'en.title': 'required',
      'en.description': 'required',
      'en.contentHtml': 'required',
      imageUrl: 'image',
    });
    const form = filled();
    expect(validate('news', form)).toEqual({});
    form.publishAt = '2026-12-01T10:00';
    form.expiresAt = '2026-12-01T09:00';
    expect(validate('news', form)).toEqual({ expiresAt: 'expiry' });
    form.texts.fr = { title: 'x'.repeat(201) };
    expect(validate('news', form)['fr.title']).toBe('tooLong');
  });

  it('refuses a banner link to another host without https, and a position that is not a number', () => {
    const form = formOf('banner', null);
    form.texts.en = { title: 'T', subtitle: 'S', buttonText: 'B' };
    form.imageUrl = '/media/content/a.webp';
    for (const link of [
      '//evil.example',
      '/\\evil.example/banner',
      'javascript:alert(1)',
      'http://x.example',
      'shop',
    ]) {
      expect(validate('banner', { ...form, buttonLink: link }).buttonLink, link).toBe('link');
    }
    // Only the hosts the studio allows, when the server names them.
    expect(validate('banner', { ...form, buttonLink: 'https://example.com/cup' }, ['t.me']).buttonLink).toBe(
      'link',
    );
    for (const link of ['/webshop/tickets', 'https://example.com/cup']) {
      expect(validate('banner', { ...form, buttonLink: link }).buttonLink, link).toBeUndefined();
    }
    expect(validate('banner', { ...form, position: '-1' }).position).toBe('position');
  });

  it('sends English in full and other languages only with the fields written', () => {
    const body = newsBodyOf(filled());
    expect(body.translations).toEqual({
      en: { title: 'Cup final', description: 'Sunday', contentHtml: '<p>x</p>' },
      de: { title: 'Pokalfinale', contentHtml: '<p>y</p>' },
    });
    expect(body.publishAt).toBeNull();
    const banner = formOf('banner', null);
    banner.texts.en = { title: 'T', subtitle: 'S', buttonText: 'B' };
    banner.position = '30';
    expect(bannerBodyOf(banner)).toMatchObject({ position: 30, translations: { en: { title: 'T' } } });
  });

  it('round-trips a publish time through the datetime-local field', () => {
    const iso = '2026-12-01T10:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });
});
