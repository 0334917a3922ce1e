// The class merger's configuration (`src/lib/class-merge-config.ts`): tailwind-merge's default
// configuration cut down to the class groups the build's stylesheet has utilities of, written out as
// data. tailwind-merge builds its tables from its configuration on the first `cn`: from the default
// one (379 groups, made by calling scale functions) that took 16-19 ms in Node, from this one (about
// 140 groups, already written) about 4 ms, a long task less in the start of every page on a phone.
//
// A class of the stylesheet belongs to the same group with either configuration: a group is kept
// when any of the stylesheet's classes matches it on its own, and the groups kept keep their order
// and their conflicts among themselves. A class the stylesheet has no utility for styles nothing,
// so whether it is merged does not matter.
//
//   node apps/web/build/class-merge-config.mjs          checks the file against dist/ (npm test)
//   node apps/web/build/class-merge-config.mjs --write  writes it (after `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(web, 'src/lib/class-merge-config.ts');

/** Every class name the stylesheets of the build select, unescaped (`sm:p-4`, `w-[22rem]`). */
export function stylesheetClasses(css) {
  const names = new Set();
  for (const match of css.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g))
    names.add(match[1].replace(/\\(.)/g, '$1'));
  return [...names];
}

/**
 * tailwind-merge's default theme with the names our stylesheet adds to Tailwind's (theme.css:
 * `--shadow-raised`, `--animate-pop-in`, `--spacing-header`): without them `shadow-raised` is no
 * shadow to it, and `cn('shadow-raised', 'shadow-none')` would keep both.
 */
export function themeOf(css) {
  const theme = Object.fromEntries(
    Object.entries(getDefaultConfig().theme).map(([key, values]) => [key, [...values]]),
  );
  const namespaces = Object.keys(THEME_NAMESPACES).sort((a, b) => b.length - a.length);
  const added = new Set();
  for (const [, variable] of css.matchAll(/--([a-z0-9-]+)\s*:/g)) {
    const namespace = namespaces.find((prefix) => variable.startsWith(`${prefix}-`));
    if (!namespace) continue;
    const name = variable.slice(namespace.length + 1);
    const values = theme[THEME_NAMESPACES[namespace]];
    if (name.includes('--') || values.includes(name)) continue;
    if (values.some((value) => typeof value === 'function' && value(name))) continue;
    added.add(`${namespace}\u0000${name}`);
  }
  for (const entry of [...added].sort()) {
    const [namespace, name] = entry.split('\u0000');
    theme[THEME_NAMESPACES[namespace]].push(name);
  }
  return theme;
}

/** Tailwind's theme namespaces (`--shadow-*`) that are theme scales of tailwind-merge's. */
const THEME_NAMESPACES = {
  animate: 'animate',
  aspect: 'aspect',
  blur: 'blur',
  breakpoint: 'breakpoint',
  container: 'container',
  'drop-shadow': 'drop-shadow',
  ease: 'ease',
  'inset-shadow': 'inset-shadow',
  leading: 'leading',
  perspective: 'perspective',
  radius: 'radius',
  shadow: 'shadow',
  spacing: 'spacing',
  text: 'text',
  'text-shadow': 'text-shadow',
  tracking: 'tracking',
};

/** The ids of the default configuration's groups that any of `classes` belongs to, with `theme`. */
export function usedGroups(classes, theme) {
  const defaults = getDefaultConfig();
  const only = (classGroups) =>
    createTailwindMerge(() => ({
      ...getDefaultConfig(),
      theme,
      classGroups,
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
  // A class that belongs to a group is merged with a copy of itself. Arbitrary properties
  // (`[content-visibility:auto]`) are merged by property whatever the groups, so they are left out.
  const none = only({});
  const all = only(defaults.classGroups);
  const grouped = classes.filter(
    (name) => all(`${name} ${name}`) === name && none(`${name} ${name}`) !== name,
  );
  return Object.keys(defaults.classGroups).filter((id) => {
    const merge = only({ [id]: defaults.classGroups[id] });
    return grouped.some((name) => merge(`${name} ${name}`) === name);
  });
}

/** The TypeScript module of the configuration reduced to `groups`. */
export async function configModule(groups, theme) {
  const keep = new Set(groups);
  const names = new Map(Object.entries(validators).map(([name, validator]) => [validator, name]));
  const usedValidators = new Set();
  const write = (value) => {
    if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
    if (typeof value === 'function') {
      if (value.isThemeGetter) return `fromTheme(${JSON.stringify(value.themeKey)})`;
      const name = names.get(value);
      if (!name)
        throw new Error(`tailwind-merge's configuration has a function this script cannot name: ${value}`);
      usedValidators.add(name);
      return name;
    }
    if (Array.isArray(value)) return `[${value.map(write).join(', ')}]`;
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${write(item)}`)
      .join(', ')} }`;
  };
  const pick = (record, values) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([id]) => keep.has(id))
        .map(([id, value]) => [id, values ? value.filter((other) => keep.has(other)) : value])
        .filter(([, value]) => !values || value.length > 0),
    );
  const defaults = getDefaultConfig();
  const config = [
    `cacheSize: ${write(defaults.cacheSize)}`,
    `theme: ${write(theme)}`,
    `classGroups: ${write(pick(defaults.classGroups, false))}`,
    `conflictingClassGroups: ${write(pick(defaults.conflictingClassGroups, true))}`,
    `conflictingClassGroupModifiers: ${write(pick(defaults.conflictingClassGroupModifiers, true))}`,
    `orderSensitiveModifiers: ${write(defaults.orderSensitiveModifiers)}`,
  ].join(',\n');
  const source = `// Written by apps/web/build/class-merge-config.mjs from the build's stylesheet: do not edit.
// tailwind-merge's default configuration, kept to the ${keep.size} class groups the stylesheet uses, and
// its theme with the names the stylesheet adds.
import { fromTheme, validators } from 'tailwind-merge';

const { ${[...usedValidators].sort().join(', ')} } = validators;

export const CLASS_MERGE_CONFIG = {
${config}
};
`;
  const options = await prettier.resolveConfig(target);
  return prettier.format(source, { ...options, filepath: target });
}

async function main() {
  const assets = path.join(web, 'dist/assets');
  if (!fs.existsSync(assets)) throw new Error('no build in apps/web/dist: run `npm run build` first');
  const css = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  // Tailwind writes some theme values into the utilities themselves: the names come from our theme.
  const theme = themeOf(`${css}\n${fs.readFileSync(path.join(web, 'src/styles/theme.css'), 'utf8')}`);
  const expected = await configModule(usedGroups(stylesheetClasses(css), theme), theme);
  if (process.argv.includes('--write')) {
    fs.writeFileSync(target, expected);
    process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
    return;
  }
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== expected) {
    console.error(
      `✗ ${path.relative(process.cwd(), target)} does not match the build's stylesheet (a new kind of ` +
        `utility, or another tailwind-merge): run \`npm run build && node apps/web/build/class-merge-config.mjs --write\`, then build again.`,
    );
    process.exitCode = 1;
    return;
  }
  process.stdout.write("✓ the class merger's configuration matches the build's stylesheet\n");
}

await main();
