import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BannerTexts, NewsTexts, Translations } from '@pitchside/contract/content';

/** Home page content (spec §3 "News", "Banner"), written by the back office (issue 14). */
export const newsTag = pgEnum('news_tag', ['Event', 'Announcement', 'Patch', 'Update', 'Maintenance']);
/** A draft is never public; a published item is public from its publish time to its expiry. */
export const contentStatus = pgEnum('content_status', ['draft', 'published']);

export const news = pgTable(
  'news',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The English texts, which every other language falls back to field by field. */
    title: text().notNull(),
    description: text().notNull(),
    /** HTML as written (sanitised on save); sanitised again whenever it is served. */
    contentHtml: text().notNull(),
    /** The other languages' texts: `{ de: { title, description, contentHtml }, … }`. */
    translations: jsonb().$type<Translations<NewsTexts>>().notNull().default({}),
    imageUrl: text().notNull(),
    tag: newsTag().notNull(),
    status: contentStatus().notNull().default('published'),
    /**
     * The publish time, shown as the item's date. Items dated in the future stay hidden until
     * then; a draft may have none yet (it takes the moment it is published).
     */
    publishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const banners = pgTable(
  'banners',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    subtitle: text().notNull(),
    buttonText: text().notNull(),
    /** `{ de: { title, subtitle, buttonText }, … }`; English is in the columns above. */
    translations: jsonb().$type<Translations<BannerTexts>>().notNull().default({}),
    buttonLink: text().notNull(),
    imageUrl: text().notNull(),
    sortOrder: integer().notNull().default(0),
    status: contentStatus().notNull().default('published'),
    publishAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banners_order_idx')
      .on(t.sortOrder, t.id)
      .where(sql`status = 'published'`),
  ],
);
