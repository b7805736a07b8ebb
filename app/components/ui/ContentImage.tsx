import type { MetaDescriptor } from 'react-router';
import manifest from '~/generated/image-manifest.json';

/** One entry of app/generated/image-manifest.json, written by scripts/build-images.ts. */
export interface ImageManifestEntry {
  width: number;
  height: number;
  kind: 'svg' | 'raster';
  /** The SVG itself, or the JPEG fallback of a raster. */
  src: string;
  /** AVIF srcset of a raster ("/img/a-480.avif 480w, ..."). */
  avif?: string;
  /** WebP srcset of a raster. */
  webp?: string;
}

const images = manifest as Record<string, ImageManifestEntry>;

interface ContentImageProps {
  /** Path relative to content/images, e.g. "doctors/dr-ananya-rao.svg" */
  src: string;
  alt: string;
  /** The `sizes` attribute, e.g. "(min-width: 1024px) 33vw, 100vw"; default "100vw" */
  sizes?: string;
  /** true for the LCP image: loading="eager" and fetchPriority="high"; otherwise loading="lazy" and decoding="async" */
  priority?: boolean;
  className?: string;
}

/** The manifest entry of a content image; throws (and so fails the prerender) when the file is unknown. */
export function getImage(src: string): ImageManifestEntry {
  const entry = Object.hasOwn(images, src) ? images[src] : undefined;
  if (!entry) {
    throw new Error(
      `ContentImage: "${src}" is not in the image manifest. Put the file in content/images/${src} ` +
        '(or fix the path in content/) and run `npm run images`.',
    );
  }
  return entry;
}

/** The URL of a content image (the SVG, or a raster's JPEG fallback), for Open Graph and JSON-LD. */
export function imageUrl(src: string): string {
  return getImage(src).src;
}

/** A page's LCP image: its `priority` ContentImage, and the `sizes` it is shown with. */
export interface LcpImage {
  src: string;
  sizes: string;
}

/**
 * `<link rel="preload" as="image" fetchpriority="high">` for a page's LCP image, as a React Router
 * meta descriptor: the image is fetched from <head>, before the body that shows it is parsed.
 * A raster preloads the AVIF its <picture> picks (same srcset and sizes); browsers without AVIF
 * skip the typed preload and load the <img> as usual.
 */
export function lcpImagePreload({ src, sizes }: LcpImage): MetaDescriptor {
  const image = getImage(src);
  const preload = { tagName: 'link', rel: 'preload', as: 'image', fetchPriority: 'high', href: image.src } as const;
  if (image.kind === 'svg' || !image.avif) return preload;
  return { ...preload, imageSrcSet: image.avif, imageSizes: sizes, type: 'image/avif' };
}

/**
 * A content image with its intrinsic width and height (no layout shift). Rasters become a
 * <picture> with AVIF and WebP sources and a JPEG fallback; SVGs are a plain <img>.
 * `className` goes on the <img>, so object-fit and aspect-ratio utilities apply to it.
 */
export function ContentImage({ src, alt, sizes = '100vw', priority = false, className }: ContentImageProps) {
  const image = getImage(src);
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (image.kind === 'svg') return img;
  return (
    <picture>
      {image.avif ? <source type="image/avif" srcSet={image.avif} sizes={sizes} /> : null}
      {image.webp ? <source type="image/webp" srcSet={image.webp} sizes={sizes} /> : null}
      {img}
    </picture>
  );
}
