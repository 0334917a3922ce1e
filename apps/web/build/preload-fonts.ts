import type { Plugin } from 'vite';

/**
 * Preloads the heading face (Barlow Condensed 700, Latin subset: 22 KB) from index.html. Page
 * titles and eyebrows are set in it; found late (after the CSS), it swapped in after the first
 * paint, and a condensed face is so much narrower than any fallback that titles changed their
 * line count and pushed the page down (layout shift). Other faces and subsets load as the CSS
 * finds them: body text keeps its line breaks closely enough under a swap.
 */
const PRELOADED = [/^assets\/barlow-condensed-latin-700-normal-[\w-]+\.woff2$/];

export function preloadFonts(): Plugin {
  return {
    name: 'pitchside-preload-fonts',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    /**
     * The page is painted from the server's HTML before any font can arrive, so a face that swaps
     * in later moves text (a condensed heading face narrows buttons, tabs and titles). With
     * `optional` a face is used only if it is there within the first ~100 ms (cached, or the
     * preloaded heading face on a quick network); otherwise the page keeps the system face for
     * this view and has the web face from the cache on the next one. No text ever jumps.
     */
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const css =
          typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
        asset.source = css.replace(/font-display:\s*swap/g, 'font-display:optional');
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) =>
          PRELOADED.some((pattern) => pattern.test(file)),
        );
        return {
          html: stylesheetsFirst(html),
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/**
 * The page is painted from the server's HTML as soon as its stylesheet is in; the app's scripts
 * are only needed after. Vite writes the stylesheet after the entry script and its modulepreloads,
 * so on a slow link the stylesheet queued behind them: it goes first.
 */
export function stylesheetsFirst(html: string): string {
  const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  const entry = html.search(/[ \t]*<script type="module"/);
  if (sheets.length === 0 || entry < 0) return html;
  const withoutSheets = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
  const at = withoutSheets.search(/[ \t]*<script type="module"/);
  return withoutSheets.slice(0, at) + sheets.join('') + withoutSheets.slice(at);
}
