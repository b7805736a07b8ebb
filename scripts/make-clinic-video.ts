/**
 * Makes the sample clinic video (content/media/clinic-tour.mp4 and its captions) from the site's
 * own artwork, so the home page's Watch A Video needs nothing from another host. A clinic
 * replaces both files with its own tour video and captions. Needs ffmpeg (apt-get install ffmpeg):
 *   npx tsx scripts/make-clinic-video.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const scenes = [
  {
    image: 'clinic/reception.jpg',
    caption: 'Our reception in Indiranagar. The front desk confirms every appointment by phone.',
  },
  { image: 'clinic/consultation-room.jpg', caption: 'A consultation room: time to listen, examine and explain.' },
  {
    image: 'services/diagnostic-tests.svg',
    caption: 'Blood tests, ECG and urine tests are done at the clinic; imaging with partner centres.',
  },
  { image: 'hero/hero-2.svg', caption: 'Every treatment plan is written with you, and followed up.' },
  { image: 'hero/hero.svg', caption: 'Book an appointment online, by phone or on WhatsApp.' },
];
const SECONDS = 3;
const FADE = 0.6;
const [WIDTH, HEIGHT] = [960, 540];

const work = mkdtempSync(path.join(tmpdir(), 'clinic-video-'));
try {
  for (const [index, scene] of scenes.entries()) {
    await sharp(path.join('content/images', scene.image), { density: 144 })
      .resize(WIDTH, HEIGHT, { fit: 'contain', background: '#f0fdfa' })
      .flatten({ background: '#f0fdfa' })
      .png()
      .toFile(path.join(work, `scene-${index}.png`));
  }
  const inputs = scenes.flatMap((_, index) => [
    '-loop',
    '1',
    '-t',
    String(SECONDS + FADE),
    '-i',
    path.join(work, `scene-${index}.png`),
  ]);
  // Chain crossfades: [0][1] -> x1, [x1][2] -> x2, ...
  const filters: string[] = [];
  let previous = '0:v';
  for (let index = 1; index < scenes.length; index += 1) {
    const out = `x${index}`;
    filters.push(
      `[${previous}][${index}:v]xfade=transition=fade:duration=${FADE}:offset=${(index * SECONDS).toFixed(2)}[${out}]`,
    );
    previous = out;
  }
  filters.push(`[${previous}]format=yuv420p[v]`);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[v]',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-r',
    '24',
    '-movflags',
    '+faststart',
    '-an',
    'content/media/clinic-tour.mp4',
  ]);

  const time = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;
  const cues = scenes.map(
    (scene, index) => `${index + 1}\n${time(index * SECONDS)} --> ${time((index + 1) * SECONDS)}\n${scene.caption}\n`,
  );
  writeFileSync('content/media/clinic-tour.en.vtt', `WEBVTT\n\n${cues.join('\n')}`);
  console.log('content/media/clinic-tour.mp4 and clinic-tour.en.vtt written');
} finally {
  rmSync(work, { recursive: true, force: true });
}
