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
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) =>
          PRELOADED.some((pattern) => pattern.test(file)),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
