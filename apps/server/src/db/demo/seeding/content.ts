import type pg from 'pg';
import { copyRows } from '../../copy-rows.ts';
import { DEMO_BANNERS, DEMO_NEWS, bannerImage, newsImage } from '../demo-content.ts';

const DAY_MS = 86_400_000;

/** The demo's news and banners, dated back from `now` so the news list looks recent. */
export async function seedContent(client: pg.PoolClient, now: Date): Promise<void> {
  await copyRows(
    client,
    'news',
    ['title', 'description', 'content_html', 'image_url', 'tag', 'published_at'],
    DEMO_NEWS.map((n) => [
      n.title,
      n.description,
      n.html,
      newsImage(n.slug),
      n.tag,
      new Date(now.getTime() - n.daysAgo * DAY_MS),
    ]),
  );
  await copyRows(
    client,
    'banners',
    ['title', 'subtitle', 'button_text', 'button_link', 'image_url', 'sort_order'],
    DEMO_BANNERS.map((b, i) => [
      b.title,
      b.subtitle,
      b.buttonText,
      b.buttonLink,
      bannerImage(b.slug),
      (i + 1) * 10,
    ]),
  );
}
