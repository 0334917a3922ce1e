/**
 * Intl's formatters are costly to build (each one looks up its language's data) and cheap to
 * use. Built one per call, the home page's lists and dates spent a few hundred milliseconds of a
 * phone's start on them; these keep one per language and options for the page's life.
 */
function cached<F, O extends object>(create: (locale: string | undefined, options?: O) => F) {
  const formats = new Map<string, F>();
  return (locale: string | string[] | undefined, options?: O): F => {
    const language = Array.isArray(locale) ? locale.join(',') : locale;
    const key = `${language ?? ''}|${options ? JSON.stringify(options) : ''}`;
    let format = formats.get(key);
    if (!format) {
      format = create(language, options);
      formats.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = cached(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/**
 * Builds a number and a date formatter for `language` once, each in a task of its own. The first
 * Intl formatter of a page loads the language's data, 50–70 ms on a phone, and the first date
 * formatter its patterns: inside a slice of React's hydration, which React cannot cut, that was a
 * long task (the game day's label of today's matches). `main.tsx` runs this while the app's code
 * is on its way.
 */
export async function warmIntlFormats(language: string, nextTask: () => Promise<void>): Promise<void> {
  try {
    numberFormat(language).format(0);
    await nextTask();
    dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  } catch {
    /* an unknown language tag: the app's own formatting falls back as usual */
  }
}
