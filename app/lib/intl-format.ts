/**
 * Intl's formatters, made once per language and options and then reused: constructing one costs
 * far more than formatting with it, and a list renders the same few formats for every row (the
 * careers page with 200 openings spent most of its render building them).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => Format): Format {
  let format = made.get(key) as Format | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  once(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
