import { LanguageMenu } from './language-menu';

/**
 * The header's language choice. Part of the app's start, not a chunk of its own: it is the
 * browser's popover (see `language-menu.tsx`), light enough to be in every page from the server,
 * and a tap on it must be answered before anything else has loaded (decision 0034).
 */
export function LanguageSwitcher() {
  return <LanguageMenu />;
}
