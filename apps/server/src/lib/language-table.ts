import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/contract/languages';

/**
 * A table of one JSON file per language (`<folder>/<code>.json`), loaded once at start: the mail
 * texts, the shipped FAQ, the demo world's translations. `load` is the caller's own
 * `import(\`./folder/${code}.json\`, { with: { type: 'json' } })`: a template literal that esbuild
 * bundles file by file into dist/main.js, so the built server carries every language, while Node
 * and Vitest read them from disk.
 */
export async function loadLanguageTable<T, Code extends LanguageCode = LanguageCode>(
  load: (code: Code) => Promise<{ default: unknown }>,
  codes: readonly Code[] = LANGUAGE_CODES as Code[],
): Promise<Record<Code, T>> {
  const entries = await Promise.all(codes.map(async (code) => [code, (await load(code)).default as T]));
  return Object.fromEntries(entries) as Record<Code, T>;
}
