// "Listen to this page" in Chromium, on the narrated podcast fixture: a click on a turn seeks the
// player to that turn's start (the seek target is asserted, not playback timing: play() is held
// back so the clock does not move), the turn being spoken is highlighted as the audio's time
// passes, the page runs no script it should not (CSP violations are errors), and axe finds nothing
// with the transcript open and a turn highlighted, in the light and the dark theme. On a phone
// (390 px), once playing, the player stays on the screen wherever the reader scrolls, and the
// transcript is a box of its own that keeps the spoken turn in view without moving the page, until
// the reader scrolls the box away. Time is moved by seeking (`currentTime` and a `timeupdate`),
// never by waiting.
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
  viewport?: { width: number; height: number },
): Promise<{ page: Page; errors: string[] }> {
  const ctx = await browser.newContext({
    colorScheme,
    reducedMotion: 'reduce',
    ...(viewport ? { viewport, isMobile: true, hasTouch: true } : {}),
  });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${server.url}concepts/etcd/`);
  // Hold playback back: the test checks where a click seeks, not how audio plays. The player
  // still says it has started, as a real one does.
  await page.evaluate(() => {
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    };
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

  it('on a phone keeps the player on the screen and the spoken turn in view in its own box', async () => {
    const { page, errors } = await open('light', { width: 390, height: 640 });
    const audio = page.locator('#episode-audio');
    const box = page.locator('#episode-turns');
    await audio.scrollIntoViewIfNeeded();
    await audio.evaluate((a: HTMLAudioElement) => a.play());
    await expect.poll(() => box.isVisible()).toBe(true);
    // The transcript is a box that scrolls by itself: shorter than its turns, inside the screen.
    const [client, scroll] = await box.evaluate((b) => [b.clientHeight, b.scrollHeight]);
    expect(scroll).toBeGreaterThan(client);
    const inside = (outer: DOMRect, inner: DOMRect) =>
      inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
    const seek = (i: number) =>
      page.evaluate((t) => {
        const a = document.getElementById('episode-audio') as HTMLAudioElement;
        a.currentTime = t;
        a.dispatchEvent(new Event('timeupdate'));
      }, cues()[i][0] + 0.2);
    const rects = () =>
      page.evaluate(() => {
        const r = (el: Element | null) => el?.getBoundingClientRect().toJSON() as DOMRect;
        return {
          viewport: { top: 0, bottom: window.innerHeight } as DOMRect,
          player: r(document.getElementById('episode-audio')),
          box: r(document.getElementById('episode-turns')),
          turn: r(document.querySelector('.listen-turn[aria-current]')),
          scrollY: window.scrollY,
        };
      });
    const last = cues().length - 1;
    const before = (await rects()).scrollY;
    await seek(last);
    expect(await page.locator('.listen-turn').nth(last).getAttribute('aria-current')).toBe('true');
    let r = await rects();
    expect(inside(r.box, r.turn), 'the spoken turn is in view in its box').toBe(true);
    expect(inside(r.viewport, r.player), 'the player is on the screen').toBe(true);
    expect(r.scrollY, 'following the turn does not scroll the page').toBe(before);
    // The reader scrolls the page far away: the player docks at the foot of the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const x = await rects();
        return inside(x.viewport, x.player);
      })
      .toBe(true);
    await expect.poll(() => page.locator('.listen-page.is-docked').count()).toBe(1);
    await expect.poll(() => page.locator('#episode-caption').isVisible()).toBe(true);
    // Back at the player, it is in its place again.
    await audio.evaluate((a) => a.closest('.listen-page')!.scrollIntoView());
    await expect.poll(() => page.locator('.listen-page.is-docked').count()).toBe(0);
    // The reader scrolls the box to its top: the spoken turn no longer pulls it back.
    await box.dispatchEvent('wheel');
    await box.evaluate((b) => b.scrollTo({ top: 0 }));
    await seek(last - 1);
    expect(await box.evaluate((b) => b.scrollTop)).toBe(0);
    // A click on a turn follows again.
    await page.locator('.listen-turn').nth(1).locator('.speaker').click();
    await seek(last);
    r = await rects();
    expect(inside(r.box, r.turn)).toBe(true);
    expect(errors).toEqual([]);
  });
});
