// The video player as a page renders it: a real play button named in the page's language, captions in
// both languages (the page's on by default), a video that downloads nothing before the click; and, when
// an editor removes the video, the still picture alone, with no play button.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import VideoPlayer from './VideoPlayer.astro';

const clip = {
  mp4: 'videos/home-remote-team.mp4',
  webm: 'videos/home-remote-team.webm',
  captionsEn: 'videos/home-remote-team-en.vtt',
  captionsTr: 'videos/home-remote-team-tr.vtt',
};

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** The rendered player, and its elements by tag name. */
async function render(props: Record<string, unknown>) {
  const container = await AstroContainer.create();
  const html = await container.renderToString(VideoPlayer, {
    props: { poster: 'home/video-poster.svg', alt: 'A remote team', title: 'Our team', ...props },
  });
  const doc = parseDocument(html);
  const all = (tag: string, within: Element[] = doc.children as Element[]) =>
    DomUtils.findAll((el) => el.name === tag, within);
  return { html, all, text: DomUtils.textContent(doc) };
}
const attr = (el: Element | undefined, name: string) => el?.attribs[name];
const has = (el: Element | undefined, name: string) => el !== undefined && name in el.attribs;

describe('VideoPlayer', () => {
  it.each([
    ['en', 'Play video: Our team'],
    ['tr', 'Videoyu oynat: Our team'],
  ])(
    'in %s: a named play button, captions in both languages, nothing loaded before play',
    async (lang, name) => {
      const { all } = await render({ lang, clip });
      const [button] = all('button');
      expect(attr(button, 'type')).toBe('button');
      expect(DomUtils.textContent(button!).trim()).toBe(name);
      const [video] = all('video');
      expect(attr(video, 'preload')).toBe('none');
      expect(has(video, 'playsinline')).toBe(true);
      expect(has(video, 'autoplay')).toBe(false);
      expect(all('source', [video!]).map((s) => [attr(s, 'src'), attr(s, 'type')])).toEqual([
        ['/media/videos/home-remote-team.webm', 'video/webm'],
        ['/media/videos/home-remote-team.mp4', 'video/mp4'],
      ]);
      const tracks = all('track', [video!]).map((t) => ({
        kind: attr(t, 'kind'),
        srclang: attr(t, 'srclang'),
        src: attr(t, 'src'),
        default: has(t, 'default'),
      }));
      expect(tracks).toEqual([
        {
          kind: 'captions',
          srclang: 'en',
          src: '/media/videos/home-remote-team-en.vtt',
          default: lang === 'en',
        },
        {
          kind: 'captions',
          srclang: 'tr',
          src: '/media/videos/home-remote-team-tr.vtt',
          default: lang === 'tr',
        },
      ]);
      expect(attr(all('img')[0], 'src')).toBe('/media/home/video-poster.svg');
    },
  );

  it('shows the still picture with no play button and no video when the editor removed the video', async () => {
    const { all, text } = await render({ lang: 'en' });
    expect(all('img').map((img) => [attr(img, 'src'), attr(img, 'alt')])).toEqual([
      ['/media/home/video-poster.svg', 'A remote team'],
    ]);
    expect(all('video')).toEqual([]);
    expect(all('button')).toEqual([]);
    expect(text).not.toContain('Play video');
  });
});
