/**
 * The writing direction of a language, for the `dir` of a page's content: `rtl` for Arabic,
 * Hebrew, Persian, Urdu and the other languages written right to left, else `ltr`. From the
 * runtime's own CLDR data (`Intl.Locale` text info), so script subtags count too (`az-Arab`).
 */
export function textDirection(lang: string | undefined): 'ltr' | 'rtl' {
  if (!lang) return 'ltr';
  try {
    const locale = new Intl.Locale(lang) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
