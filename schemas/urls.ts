/**
 * Absolute http(s) addresses as content writes them: at most 2,000 characters, no space or
 * control character, no user name or password, an ASCII host, and one normal form for every page
 * and data file that publishes one.
 */
import { z } from 'zod';
import type { DateProblem } from './dates.ts';

/** The longest URL accepted, in characters (what every browser, crawler and archive takes). */
export const MAX_URL_LENGTH = 2000;

/** What is wrong with an absolute http(s) URL that parses, if anything: see `HttpUrlSchema`. */
export function urlProblem(value: string): DateProblem | undefined {
  if (value.length > MAX_URL_LENGTH)
    return {
      message: `is ${value.length} characters long, over the ${MAX_URL_LENGTH}-character limit for a URL`,
      hint: 'link the page itself, without tracking parameters or embedded data',
    };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  // `https://grafana.com@evil.example/` visits evil.example: what comes before "@" is a user name.
  if (url.username || url.password || /^https?:\/\/[^/?#]*@/i.test(value)) {
    return {
      message: `holds a user name or password before "@", so it leads to ${url.hostname}`,
      hint: `write the address without them: "${url.protocol}//${url.host}${url.pathname}${url.search}${url.hash}"`,
    };
  }
  const host = /^https?:\/\/([^/?#:]*)/i.exec(value)?.[1] ?? '';
  // A letter from another script can make a host look like the publisher's (an IDN homograph).
  if (/[^\x00-\x7f]/.test(host)) {
    return {
      message: `the host "${host}" has letters outside ASCII, which can imitate another host`,
      hint: `if the address really is this one, write its host in punycode: "${url.hostname}"`,
    };
  }
  return undefined;
}

/**
 * A space, line break or control character in an address, if any: a browser drops a tab or line
 * break and encodes a space, where a line reader (the link check's list) splits at the break, so
 * the address must not hold one for every reader to read the same.
 */
export function urlSpaceProblem(value: string): DateProblem | undefined {
  const space = /[\s\p{Cc}\p{Cf}]/u.exec(value);
  if (!space) return undefined;
  const at = `U+${space[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} at position ${space.index + 1}`;
  const href = normalizeHttpUrl(value);
  return {
    message: `holds a space, line break or control character (${at}), which a browser drops or encodes`,
    hint:
      href === value
        ? 'remove it, or write a space inside the address as %20'
        : `write the address as a browser reads it: "${href}"`,
  };
}

/**
 * An absolute http(s) URL, at most 2,000 characters, with no space, line break or control
 * character, with no user name or password (which
 * would hide the real host: `https://publisher.example@evil.example/`), and a host written in
 * ASCII (an internationalised host in its punycode form, `xn--...`, so no letter from another
 * script can pass for a Latin one).
 */
export const HttpUrlSchema = z
  .string()
  // Before the URL check, which trims the value and drops its tabs and line breaks.
  .superRefine((value, ctx) => {
    const p = urlSpaceProblem(value);
    if (p) ctx.addIssue({ code: 'custom', message: p.message, params: { hint: p.hint } });
  })
  .url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' })
  .superRefine((value, ctx) => {
    const p = urlProblem(value);
    if (p) ctx.addIssue({ code: 'custom', message: p.message, params: { hint: p.hint } });
  })
  .overwrite(normalizeHttpUrl);

/**
 * The one form of a source address that the page, the open data and the link check publish:
 * the URL as a browser parses it (`https://EXAMPLE.org` is `https://example.org/`), so they
 * can never name two addresses. A value that does not parse is left as it is (it is refused).
 */
export function normalizeHttpUrl(value: string): string {
  try {
    return new URL(value).href;
  } catch {
    return value;
  }
}
