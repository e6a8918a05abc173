// "Listen to this page" in Chromium, on the narrated podcast fixture: a click on a turn seeks the
// player to that turn's start (the seek target is asserted, not playback timing: play() is held
// back so the clock does not move), the turn being spoken is highlighted as the audio's time
// passes, the page runs no script it should not (CSP violations are errors), and axe finds nothing
// with the transcript open and a turn highlighted, in the light and the dark theme.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../helpers/browser.ts';
import { serve, type Served } from '../helpers/serve.ts';
import { buildPodcastSite, podcastLibrary } from '../helpers/podcast-fixture.ts';

let browser: Browser;
let server: Served;
const cues = () =>
  podcastLibrary().transcripts.find((t) => t.id === 'etcd-podcast')!.data.narration!.cues;

async function open(
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ colorScheme });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${server.url}concepts/etcd/`);
  // Hold playback back: the test checks where a click seeks, not how audio plays.
  await page.evaluate(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve();
  });
  return { page, errors };
}

beforeAll(async () => {
  // The podcast build the build tests read (test/build/podcast-episodes.test.ts), built once.
  server = await serve(buildPodcastSite({ SITE_URL: 'https://incident-library.example.org' }).dist);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Listen to this page', () => {
  it('seeks the player to the start of the turn that is clicked, and highlights it', async () => {
    const { page, errors } = await open();
    const audio = page.locator('#episode-audio');
    expect(
      await audio.evaluate((a: HTMLAudioElement) => [a.preload, a.autoplay, a.paused]),
    ).toEqual(['none', false, true]);
    await page.locator('#episode-transcript > summary').click();
    const turn = page.locator('.listen-turn').nth(3);
    await turn.locator('.speaker').click();
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeCloseTo(
      cues()[3][0],
      3,
    );
    expect(await turn.getAttribute('aria-current')).toBe('true');
    // The time link does the same from the keyboard.
    await page.locator('.listen-turn').nth(1).locator('a.time').focus();
    await page.keyboard.press('Enter');
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeCloseTo(
      cues()[1][0],
      3,
    );
    expect(page.url()).toBe(`${server.url}concepts/etcd/`);
    expect(await page.locator('.listen-turn[aria-current]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('highlights the turn being spoken as the time passes', async () => {
    const { page, errors } = await open();
    const at = cues()[4][0] + 0.2;
    await page.evaluate((t) => {
      const a = document.getElementById('episode-audio') as HTMLAudioElement;
      a.currentTime = t;
      a.dispatchEvent(new Event('timeupdate'));
    }, at);
    await expect
      .poll(() => page.locator('.listen-turn').nth(4).getAttribute('aria-current'))
      .toBe('true');
    expect(await page.locator('.listen-turn[aria-current]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('has no axe violations with the transcript open and a turn highlighted, in both themes', async () => {
    const { page } = await open();
    await page.locator('#episode-transcript > summary').click();
    await page.locator('.listen-turn').nth(2).locator('.speaker').click();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      const r = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        theme,
      ).toEqual([]);
    }
  });
});
