import type pg from 'pg';
import type { BannerTexts, NewsTexts, Translations } from '@pitchside/contract/content';
import type { LanguageCode } from '@pitchside/contract/languages';
import { DEMO_BANNERS, DEMO_NEWS } from './demo-content.ts';
// Imported, not read from disk: esbuild inlines JSON, so dist/main.js carries every language.
import ar from './content-translations/ar.json' with { type: 'json' };
import de from './content-translations/de.json' with { type: 'json' };
import el from './content-translations/el.json' with { type: 'json' };
import es from './content-translations/es.json' with { type: 'json' };
import fr from './content-translations/fr.json' with { type: 'json' };
import it from './content-translations/it.json' with { type: 'json' };
import nl from './content-translations/nl.json' with { type: 'json' };
import pl from './content-translations/pl.json' with { type: 'json' };
import pt from './content-translations/pt.json' with { type: 'json' };
import ru from './content-translations/ru.json' with { type: 'json' };
import tr from './content-translations/tr.json' with { type: 'json' };
import zh from './content-translations/zh.json' with { type: 'json' };

interface DemoTexts {
  news: Record<string, { title: string; description: string; html: string }>;
  banners: Record<string, { title: string; subtitle: string; buttonText: string }>;
}

/** The demo world's news and banners in the 12 languages beside English. */
const DEMO_TRANSLATIONS: Record<Exclude<LanguageCode, 'en'>, DemoTexts> = {
  tr,
  el,
  de,
  fr,
  es,
  it,
  pt,
  nl,
  pl,
  ru,
  zh,
  ar,
};

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
