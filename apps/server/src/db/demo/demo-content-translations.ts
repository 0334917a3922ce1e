import type pg from 'pg';
import type { BannerTexts, NewsTexts, Translations } from '@pitchside/contract/content';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/contract/languages';
import { DEMO_BANNERS, DEMO_NEWS } from './demo-content.ts';
import { loadLanguageTable } from '../../lib/language-table.ts';

interface DemoTexts {
  news: Record<string, { title: string; description: string; html: string }>;
  banners: Record<string, { title: string; subtitle: string; buttonText: string }>;
}

/** The demo world's news and banners in the 12 languages beside English. */
const DEMO_TRANSLATIONS = await loadLanguageTable<DemoTexts, Exclude<LanguageCode, 'en'>>(
  (code) => import(`./content-translations/${code}.json`, { with: { type: 'json' } }),
  LANGUAGE_CODES.filter((code) => code !== 'en'),
);

export function demoNewsTranslations(slug: string): Translations<NewsTexts> {
  const result: Translations<NewsTexts> = {};
  for (const [code, texts] of Object.entries(DEMO_TRANSLATIONS)) {
    const item = texts.news[slug];
    if (item)
      result[code as LanguageCode] = {
        title: item.title,
        description: item.description,
        contentHtml: item.html,
      };
  }
  return result;
}

export function demoBannerTranslations(slug: string): Translations<BannerTexts> {
  const result: Translations<BannerTexts> = {};
  for (const [code, texts] of Object.entries(DEMO_TRANSLATIONS)) {
    const item = texts.banners[slug];
    if (item) result[code as LanguageCode] = { ...item };
  }
  return result;
}

/**
 * Gives the demo world's news and banners their other languages: rows still holding a demo item's
 * English title and no translation yet (a world seeded before they shipped, or just now). Text
 * the studio has written is never touched.
 */
export async function translateDemoContent(client: pg.PoolClient): Promise<void> {
  for (const item of DEMO_NEWS) {
    await client.query(`update news set translations = $1 where title = $2 and translations = '{}'::jsonb`, [
      JSON.stringify(demoNewsTranslations(item.slug)),
      item.title,
    ]);
  }
  for (const banner of DEMO_BANNERS) {
    await client.query(
      `update banners set translations = $1 where title = $2 and translations = '{}'::jsonb`,
      [JSON.stringify(demoBannerTranslations(banner.slug)), banner.title],
    );
  }
}
