import { LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { QUERY_STATE_ELEMENT_ID } from '@pitchside/contract/public-config';
import {
  escapeHtml,
  renderedPageAttributes,
  ROOT_ID,
  type PageViewer,
  type ServerEntry,
} from '@pitchside/contract/server-page';

/** What the server renderer answers for one URL, when it answers with a page. */
export type RenderedPage = NonNullable<Awaited<ReturnType<ServerEntry['renderPage']>>>;

/** index.html cut around its #root, so each rendered screen is poured into the same document. */
export interface PageTemplate {
  /** Everything up to `<div id="root">`: the head, where the language and title change. */
  beforeRoot: string;
  /** Everything from the `<noscript>` after the root on. */
  afterRoot: string;
}

/** The template of index.html, or null when it has no #root to render into. */
export function pageTemplate(indexHtml: string): PageTemplate | null {
  const [beforeRoot, afterRootOpen] = splitAt(indexHtml, `<div id="${ROOT_ID}">`);
  const [, afterRoot] = splitAt(afterRootOpen ?? '', '<noscript>');
  if (afterRootOpen === undefined || afterRoot === undefined) return null;
  return { beforeRoot, afterRoot };
}

function splitAt(text: string, marker: string): [string, string | undefined] {
  const at = text.indexOf(marker);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + marker.length)];
}

/**
 * The whole document of a rendered screen: the template's head in the page's language and with
 * its title, the screen's HTML in the root, and its query state for the app to hydrate with.
 * `preload` adds the chunks the app will need to the head (chunk-preloads.ts).
 */
export function composeDocument(
  template: PageTemplate,
  page: RenderedPage,
  language: LanguageCode,
  viewer: PageViewer,
  preload: (head: string) => string,
): string {
  // JSON inside <script> must not be able to close the tag.
  const stateJson = JSON.stringify(page.state ?? null).replace(/</g, '\\u003c');
  const state = page.state
    ? `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${stateJson}</script>\n    `
    : '';
  const dir = LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
  const head = template.beforeRoot
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${dir}">`)
    // The screen's title is there before the app starts (the tab, a shared link's preview).
    .replace(/<title>[^<]*<\/title>/, (original) =>
      page.title ? `<title>${escapeHtml(page.title)}</title>` : original,
    );
  const attributes = renderedPageAttributes({ language, viewer, complete: page.complete });
  return `${preload(head)}<div id="${ROOT_ID}" ${attributes}>${page.html}</div>\n    ${state}<noscript>${template.afterRoot}`;
}
