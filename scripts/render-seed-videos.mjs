// Renders the seed videos (content-seeds/media/videos/) from the site's own illustrations: a slow zoom on
// each picture with crossfades between them, as WebM (VP9) and MP4 (H.264), silent, 640×360, a few
// seconds each, plus their caption tracks (WebVTT, en and tr) timed to the pictures.
//   node scripts/render-seed-videos.mjs            (needs ffmpeg with libvpx-vp9 and libx264: apt-get install ffmpeg)
// The SVGs are rasterised with resvg (the site's OG-image renderer), so no font or browser is involved.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const media = join(root, 'content-seeds', 'media');
const outDir = join(media, 'videos');
const ffmpeg = process.env.FFMPEG || '/usr/bin/ffmpeg';
const { Resvg } = createRequire(join(root, 'site', 'package.json'))('@resvg/resvg-js');

const FPS = 24;
const FADE = 0.8;
const [WIDTH, HEIGHT] = [640, 360];

/** Each video: its pictures in order, and one caption per picture (en, tr). */
const videos = [
  {
    name: 'home-remote-team',
    seconds: 6,
    slides: ['home/video-poster.svg', 'home/why-choose-us.svg'],
    captions: [
      [
        'Meet your remote team: vetted professionals ready to start.',
        'Uzak ekibinizle tanışın: işe başlamaya hazır, özenle seçilmiş profesyoneller.',
      ],
      [
        'Every hire is screened, trained and supported by us.',
        'Her çalışanı biz seçer, eğitir ve destekleriz.',
      ],
    ],
  },
  {
    name: 'blogs-davao-hub',
    seconds: 6,
    slides: ['blogs/video-poster.svg', 'blogs/ceo-portrait.svg'],
    captions: [
      [
        'Inside our Davao City hub, where our teams work every day.',
        'Ekiplerimizin her gün çalıştığı Davao City merkezimizin içi.',
      ],
      [
        'Our chief executive: we grow people, not just teams.',
        'İcra kurulu başkanımız: Yalnızca ekip değil, insan yetiştiriyoruz.',
      ],
    ],
  },
  {
    name: 'talents-support',
    seconds: 7,
    slides: [
      'talents/healthcare-virtual-assistant.svg',
      'talents/virtual-receptionist.svg',
      'talents/it-support.svg',
    ],
    captions: [
      [
        'Virtual assistants keep patient schedules on track.',
        'Sanal asistanlar hasta randevularını düzenli tutar.',
      ],
      [
        'Receptionists answer every call for your business.',
        'Resepsiyonistler işletmenize gelen her çağrıyı yanıtlar.',
      ],
      [
        'IT support solves problems before they slow you down.',
        'BT destek ekibi sorunları sizi yavaşlatmadan çözer.',
      ],
    ],
  },
  {
    name: 'talents-engineering',
    seconds: 7,
    slides: ['talents/fullstack-developer.svg', 'talents/data-engineer.svg', 'talents/uiux-web-designer.svg'],
    captions: [
      [
        'Developers build and ship your web applications.',
        'Geliştiriciler web uygulamalarınızı geliştirip yayına alır.',
      ],
      [
        'Data engineers turn raw data into reliable reports.',
        'Veri mühendisleri ham veriyi güvenilir raporlara dönüştürür.',
      ],
      [
        'Designers make every screen clear and easy to use.',
        'Tasarımcılar her ekranı anlaşılır ve kolay kullanılır kılar.',
      ],
    ],
  },
  {
    name: 'talents-creative',
    seconds: 8,
    slides: [
      'talents/content-creation.svg',
      'talents/social-media-manager.svg',
      'talents/video-editor.svg',
      'talents/digital-marketing-manager.svg',
    ],
    captions: [
      ['Content creators write and film for your brand.', 'İçerik üreticileri markanız için yazar ve çeker.'],
      ['Social media managers grow your audience.', 'Sosyal medya yöneticileri kitlenizi büyütür.'],
      ['Video editors polish every clip.', 'Video editörleri her klibi özenle düzenler.'],
      [
        'Marketing managers turn reach into customers.',
        'Pazarlama yöneticileri erişimi müşteriye dönüştürür.',
      ],
    ],
  },
];

const stamp = (s) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

const work = mkdtempSync(join(tmpdir(), 'seed-videos-'));
mkdirSync(outDir, { recursive: true });
try {
  for (const video of videos) {
    const n = video.slides.length;
    // Each picture shows for `slide` seconds; neighbours overlap by FADE.
    const slide = (video.seconds + (n - 1) * FADE) / n;
    const frames = Math.round(slide * FPS);
    const inputs = video.slides.flatMap((svg, i) => {
      const png = join(work, `${video.name}-${i}.png`);
      const picture = new Resvg(readFileSync(join(media, svg)), {
        fitTo: { mode: 'height', value: HEIGHT * 2 },
        background: '#0b2545',
      }).render();
      writeFileSync(png, picture.asPng());
      return ['-i', png];
    });
    const filters = video.slides.map(
      (_, i) =>
        `[${i}:v]scale=${WIDTH * 2}:${HEIGHT * 2}:force_original_aspect_ratio=decrease,` +
        `pad=${WIDTH * 2}:${HEIGHT * 2}:(ow-iw)/2:(oh-ih)/2:color=0x0b2545,setsar=1,` +
        // A slow zoom towards the centre (alternating in and out), rendered at twice the size for smoothness.
        `zoompan=z='${i % 2 ? `1.08-0.08*on/${frames}` : `1+0.08*on/${frames}`}':` +
        `x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS},format=yuv420p[s${i}]`,
    );
    let last = 's0';
    for (let i = 1; i < n; i++) {
      const offset = (i * (slide - FADE)).toFixed(3);
      filters.push(`[${last}][s${i}]xfade=transition=fade:duration=${FADE}:offset=${offset}[x${i}]`);
      last = `x${i}`;
    }
    const graph = ['-filter_complex', filters.join(';'), '-map', `[${last}]`, '-t', String(video.seconds)];
    const common = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      ...graph,
      '-an',
      '-map_metadata',
      '-1',
    ];
    execFileSync(ffmpeg, [
      ...common,
      ...[
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-row-mt',
        '1',
        '-deadline',
        'good',
        '-cpu-used',
        '2',
      ],
      join(outDir, `${video.name}.webm`),
    ]);
    execFileSync(ffmpeg, [
      ...common,
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-tune', 'animation', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart'],
      join(outDir, `${video.name}.mp4`),
    ]);
    ['en', 'tr'].forEach((lang, l) => {
      const cues = video.captions.map((texts, i) => {
        const start = i === 0 ? 0 : i * (slide - FADE) + FADE / 2;
        const end = i === n - 1 ? video.seconds : (i + 1) * (slide - FADE) + FADE / 2;
        return `${i + 1}\n${stamp(start)} --> ${stamp(end)}\n${texts[l]}\n`;
      });
      writeFileSync(join(outDir, `${video.name}-${lang}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
    });
    const size = (ext) => `${(statSync(join(outDir, `${video.name}.${ext}`)).size / 1024).toFixed(0)} kB`;
    console.log(`${video.name}: ${video.seconds} s, webm ${size('webm')}, mp4 ${size('mp4')}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
