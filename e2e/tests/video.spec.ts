// Play buttons that play (issue 31): the home banner, a culture card on /Talents and the /blogs post, in
// English and Turkish. Nothing of the video is downloaded before the visitor asks; pressing the named
// play button plays the site's own file with captions in both languages, the page's on.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/journey';

const places: { name: string; path: string; player: (page: Page) => Locator }[] = [
  { name: 'home banner', path: '/', player: (page) => page.locator('#homePage [data-video-player]') },
  {
    name: 'culture card',
    path: '/Talents',
    player: (page) => page.locator('#it-support [data-video-player]'),
  },
  { name: 'blogs post', path: '/blogs', player: (page) => page.locator('main [data-video-player]') },
];
const playName = { en: /^Play video: \S/, tr: /^Videoyu oynat: \S/ };

for (const lang of ['en', 'tr'] as const) {
  for (const place of places) {
    test(`${place.name} (${lang}): the play button plays the video with captions`, async ({ page }) => {
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (/\.(mp4|webm)(\?|$)/.test(request.url())) videoRequests.push(request.url());
      });
      await page.goto(lang === 'tr' ? `/tr${place.path}` : place.path);
      const player = place.player(page);
      const video = player.locator('video');
      const play = player.getByRole('button', { name: playName[lang] });
      await expect(play).toBeVisible();

      // Captions in both languages, the page's language shown by default; no autoplay, no preload.
      const tracks = await video.locator('track').evaluateAll((els) =>
        (els as HTMLTrackElement[]).map((t) => ({
          kind: t.kind,
          srclang: t.srclang,
          isDefault: t.default,
        })),
      );
      expect(tracks).toEqual([
        { kind: 'captions', srclang: 'en', isDefault: lang === 'en' },
        { kind: 'captions', srclang: 'tr', isDefault: lang === 'tr' },
      ]);
      expect(await video.evaluate((v: HTMLVideoElement) => [v.preload, v.autoplay, v.playsInline])).toEqual([
        'none',
        false,
        true,
      ]);
      await page.waitForLoadState('networkidle');
      expect(videoRequests).toEqual([]);

      await play.click();
      await expect(video).toBeVisible();
      await expect(play).toBeHidden();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0.5);
      const state = await video.evaluate((v: HTMLVideoElement) => ({
        controls: v.controls,
        source: new URL(v.currentSrc).origin === location.origin,
        showing: [...v.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language),
      }));
      expect(state).toEqual({ controls: true, source: true, showing: [lang] });
      expect(videoRequests.length).toBeGreaterThan(0);

      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
}

test('the play button works from the keyboard', async ({ page }) => {
  await page.goto('/tr/Talents');
  const player = page.locator('#data-engineer [data-video-player]');
  const play = player.getByRole('button', { name: 'Videoyu oynat: Veri Mühendisi' });
  await play.focus();
  await page.keyboard.press('Enter');
  const video = player.locator('video');
  await expect(video).toBeFocused();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  // Space on the focused video pauses it with the native controls.
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});
