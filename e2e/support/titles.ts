import fs from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/** English screen titles, read from the source locale so the test follows renames. */
export function englishTitle(titleKey: string): string {
  const routes = JSON.parse(fs.readFileSync(path.join(localesDir, 'en', 'routes.json'), 'utf8')) as Record<
    string,
    string
  >;
  const title = routes[titleKey];
  if (!title) throw new Error(`no English title for ${titleKey}`);
  return title;
}
