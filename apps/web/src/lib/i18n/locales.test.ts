import { LANGUAGE_CODES } from '@pitchside/contract/languages';
import { describe, expect, it } from 'vitest';

/**
 * Every language must carry every key English has, non-empty, with the same {{placeholders}}.
 * Plural keys (`_one`, `_other`…) are checked against the plural forms the target language uses.
 */
const FILES = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, '');
  return into;
}

function locale(language: string): Map<string, Flat> {
  const namespaces = new Map<string, Flat>();
  for (const [path, data] of Object.entries(FILES)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) namespaces.set(match[2], flatten(data));
  }
  return namespaces;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

function problems(language: string): string[] {
  const source = locale('en');
  const target = locale(language);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const found: string[] = [];

  for (const [namespace, sourceKeys] of source) {
    const targetKeys = target.get(namespace);
    if (!targetKeys) {
      found.push(`${namespace}.json is missing`);
      continue;
    }
    const checked = new Set<string>();
    for (const [key, english] of sourceKeys) {
      const base = key.replace(PLURAL, '');
      const expected = PLURAL.test(key) ? categories.map((category) => `${base}_${category}`) : [key];
      for (const wanted of expected) {
        if (checked.has(wanted)) continue;
        checked.add(wanted);
        const text = targetKeys.get(wanted);
        if (text === undefined) found.push(`${namespace}:${wanted} is missing`);
        else if (text.trim() === '') found.push(`${namespace}:${wanted} is empty`);
        else if (placeholders(text).join() !== placeholders(english).join())
          found.push(
            `${namespace}:${wanted} has {{${placeholders(text).join(', ')}}}, English has {{${placeholders(english).join(', ')}}}`,
          );
      }
    }
  }
  return found;
}

describe('locales', () => {
  it('English has no empty texts', () => {
    expect(problems('en')).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has every English key, filled, same placeholders',
    (code) => {
      expect(problems(code)).toEqual([]);
    },
  );
});
