import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Home page content (spec §3 "News", "Banner"). The back office will write these later. */
export const newsTag = pgEnum('news_tag', ['Event', 'Announcement', 'Patch', 'Update', 'Maintenance']);

export const news = pgTable(
  'news',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    /** HTML as written; sanitised with an allow-list whenever it is served. */
    contentHtml: text().notNull(),
    imageUrl: text().notNull(),
    tag: newsTag().notNull(),
    /** Items dated in the future stay hidden until then. */
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    buttonLink: text().notNull(),
    imageUrl: text().notNull(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('banners_order_idx')
      .on(t.sortOrder, t.id)
      .where(sql`active`),
  ],
);
