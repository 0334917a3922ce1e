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
