// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import manifest from '~/generated/image-manifest.json';
import type { ImageManifestEntry } from '@common/image-manifest';
import { doctorPortrait } from '@content/helpers';
import { site } from '@content/site';
import { ContentImage, imageUrl, priorityPreload } from './ContentImage';

const entries = manifest as Record<string, ImageManifestEntry>;
const RASTER = 'clinic/reception.jpg';
/** The first doctor's portrait, an SVG in the sample and in any clinic that keeps the illustrations. */
const doctor = doctorPortrait(site.doctors[0]!);
const SVG = doctor.photo;

afterEach(cleanup);

describe('ContentImage', () => {
  it('renders a raster as <picture> with AVIF and WebP sources and a sized JPEG fallback', () => {
    const entry = entries[RASTER];
    expect(entry?.kind).toBe('raster');
    const { container } = render(
      <ContentImage src={RASTER} alt="The reception desk" sizes="(min-width: 1024px) 50vw, 100vw" />,
    );

    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const avif = picture!.querySelector('source[type="image/avif"]');
    const webp = picture!.querySelector('source[type="image/webp"]');
    expect(avif?.getAttribute('srcset')).toBe(entry!.avif);
    expect(webp?.getAttribute('srcset')).toBe(entry!.webp);
    expect(avif?.getAttribute('sizes')).toBe('(min-width: 1024px) 50vw, 100vw');
    expect(entry!.avif).toMatch(/^\/img\/clinic-reception-[0-9a-f]{8}-480\.avif 480w, .+ 960w, .+ 1440w$/);

    const img = picture!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(entry!.src);
    expect(img.getAttribute('src')).toMatch(/^\/img\/clinic-reception-[0-9a-f]{8}-960\.jpg$/);
    expect(img.getAttribute('width')).toBe(String(entry!.width));
    expect(img.getAttribute('height')).toBe(String(entry!.height));
    expect(img.getAttribute('alt')).toBe('The reception desk');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    // Low, so it never competes with the page's largest picture (docs/decisions/0016-one-restyle-after-paint.md).
    expect(img.getAttribute('fetchpriority')).toBe('low');
    expect(img.hasAttribute('data-inline')).toBe(false);
  });

  it('marks a small SVG shown beside the largest picture for the build to write into the page', () => {
    const { container } = render(<ContentImage src={SVG} alt="" inlineInPage />);
    expect(container.querySelector('img')!.getAttribute('data-inline')).toBe('');
    const { container: raster } = render(<ContentImage src={RASTER} alt="" inlineInPage />);
    expect(raster.querySelector('img')!.hasAttribute('data-inline')).toBe(false);
  });

  it('renders an SVG as a plain sized <img>, eager and high priority for the LCP image', () => {
    const entry = entries[SVG];
    const { container } = render(<ContentImage src={SVG} alt={doctor.photoAlt} priority className="h-auto w-full" />);

    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(entry!.src);
    expect(img.getAttribute('src')).toMatch(
      new RegExp(`^/img/${SVG.replace('/', '-').replace(/\.svg$/, '')}-[0-9a-f]{8}\\.svg$`),
    );
    expect(entry!.kind).toBe('svg');
    expect(img.getAttribute('width')).toBe(String(entry!.width));
    expect(img.getAttribute('height')).toBe(String(entry!.height));
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBeNull();
    expect(img.getAttribute('class')).toBe('h-auto w-full');
  });

  it('throws an error naming the file when the src is not in the manifest', () => {
    expect(() => render(<ContentImage src="doctors/dr-typo.svg" alt="x" />)).toThrow(
      /"doctors\/dr-typo\.svg" is not in the image manifest/,
    );
    expect(() => imageUrl('nope/missing.jpg')).toThrow(/nope\/missing\.jpg/);
  });

  it('gives the URL of an image for Open Graph and JSON-LD', () => {
    expect(imageUrl(SVG)).toBe(entries[SVG]!.src);
    expect(imageUrl(RASTER)).toMatch(/\.jpg$/);
  });

  it('preloads an SVG priority image by its URL, at high priority (the key React gives the <img> too)', () => {
    expect(priorityPreload(entries[SVG]!, '100vw')).toEqual({
      href: entries[SVG]!.src,
      options: { as: 'image', fetchPriority: 'high' },
    });
  });

  it('preloads a raster priority image as the AVIF its <picture> picks: same srcset and sizes', () => {
    expect(priorityPreload(entries[RASTER]!, '(min-width: 1024px) 40vw, 90vw')).toEqual({
      href: entries[RASTER]!.src,
      options: {
        as: 'image',
        fetchPriority: 'high',
        imageSrcSet: entries[RASTER]!.avif,
        imageSizes: '(min-width: 1024px) 40vw, 90vw',
        type: 'image/avif',
      },
    });
  });
});
