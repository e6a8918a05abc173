/**
 * JSON for a `<script type="application/ld+json">` or `application/json` element. JSON.stringify
 * alone is not enough inside HTML: a string holding `</script>` or `<!--` would end or change the
 * script element, so `<`, `>` and `&` become `\u003c`, `\u003e`, `\u0026` (still the same JSON
 * value), and U+2028/U+2029 are escaped for old JavaScript parsers. Source: the HTML standard,
 * "restrictions for contents of script elements".
 */

/** `value` as JSON text that is safe as the whole content of a `<script>` element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
