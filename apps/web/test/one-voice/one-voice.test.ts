import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, type Rule } from './glossary-rules';

/**
 * One voice per language (issue 32, docs/glossary.md): every text a player reads — the web's
 * locale files and the server's e-mails, pushes and notifications — names the currency by the
 * glossary's one name, uses "WP" only as a unit after a number, keeps its language's one register
 * and, for Portuguese, European forms.
 */
const here = join(import.meta.dirname, '../../src/locales');
const serverModules = join(import.meta.dirname, '../../../server/src/modules');

type Text = { file: string; key: string; text: string };

function flatten(value: unknown, file: string, prefix: string, into: Text[]) {
  if (typeof value === 'string') into.push({ file, key: prefix, text: value });
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      flatten(child, file, prefix ? `${prefix}.${key}` : key, into);
}

const read = (path: string, into: Text[]) =>
  flatten(JSON.parse(readFileSync(path, 'utf8')), relative(join(here, '../../..'), path), '', into);

/** Every text of one language: the web's namespaces and the server's mail, push and notification files. */
function textsOf(language: string): Text[] {
  const texts: Text[] = [];
  for (const file of readdirSync(join(here, language))) read(join(here, language, file), texts);
  for (const module of ['mail', 'push', 'notifications']) {
    const path = join(serverModules, module, 'locales', `${language}.json`);
    if (readdirSync(join(serverModules, module, 'locales')).includes(`${language}.json`)) read(path, texts);
  }
  return texts;
}

/** "WP" is the unit after an amount ("120 WP", "{{cost}} WP") and the header's short label. */
const LOOSE_WP = /(?<![\d}][ \u00a0\u202f]?)(?<![\p{L}\d])WP(?!\p{L})/u;

function findings(language: string): string[] {
  const rules: Rule[] = GLOSSARY[language]?.forbidden ?? [];
  const found: string[] = [];
  for (const { file, key, text } of textsOf(language)) {
    // A placeholder's name ({{webPoints}}) is code, not words.
    const words = text.replace(/\{\{[^}]*\}\}/g, '{{}}');
    for (const rule of rules) {
      const match = rule.pattern.exec(words);
      if (match) found.push(`${file} ${key}: "${match[0]}" (${rule.why}) in «${text}»`);
    }
    if (!key.endsWith('Short') && LOOSE_WP.test(text))
      found.push(`${file} ${key}: "WP" outside an amount in «${text}»`);
  }
  return found;
}

describe('one voice per language', () => {
  it('has a glossary entry for every locale folder', () => {
    const folders = readdirSync(here).filter((name) => !name.includes('.'));
    expect(Object.keys(GLOSSARY).sort()).toEqual(folders.sort());
  });

  for (const language of Object.keys(GLOSSARY)) {
    it(`${language}: one name for the currency, one register${language === 'pt' ? ', European Portuguese' : ''}`, () => {
      expect(findings(language)).toEqual([]);
    });
  }
});
