import { INLINE_IN_PAGE_ATTRIBUTE, LCP_FETCH_PRIORITY } from '@common/build-contract';
import { preload, type PreloadOptions } from 'react-dom';
import type { ImageManifestEntry } from '@common/image-manifest';
import manifest from '~/generated/image-manifest.json';

const images = manifest as Record<string, ImageManifestEntry>;

interface ContentImageProps {
  /** Path relative to content/images, e.g. "doctors/dr-ananya-rao.svg" */
  src: string;
  alt: string;
  /** The `sizes` attribute, e.g. "(min-width: 1024px) 33vw, 100vw"; default "100vw" */
  sizes?: string;
  /**
   * true for the LCP image: preloaded from <head>, loading="eager" and fetchPriority="high"; otherwise loading="lazy",
   * decoding="async" and fetchPriority="low"
   */
  priority?: boolean;
  /**
   * true for a small SVG shown beside the LCP element (the hero's avatars): the build writes it into
   * the page as a data URI (scripts/html-pipeline/lcp-svg.ts), so it is not a request racing the first paint.
   */
  inlineInPage?: boolean;
  className?: string;
}

const FIX_UNKNOWN_IMAGE = (src: string) =>
  ` Put the file in content/images/${src} (or fix the path in content/) and run \`npm run images\`.`;

/** The manifest entry of a content image; throws (and so fails the prerender) when the file is unknown. */
export function getImage(src: string): ImageManifestEntry {
  const entry = Object.hasOwn(images, src) ? images[src] : undefined;
  if (!entry) {
    // The fix is for whoever builds the site (the prerender fails here); a page's bundle carries only the fault.
    const fix = import.meta.env.SSR || import.meta.env.DEV ? FIX_UNKNOWN_IMAGE(src) : '';
    throw new Error(`ContentImage: "${src}" is not in the image manifest.${fix}`);
  }
  return entry;
}

/** The URL of a content image (the SVG, or a raster's JPEG fallback), for Open Graph and JSON-LD. */
export function imageUrl(src: string): string {
  return getImage(src).src;
}

/**
 * The `<link rel="preload" as="image" fetchpriority="high">` of a priority image, as React DOM's
 * `preload()` options: React writes it into <head>, so the image is fetched before the body that
 * shows it is parsed. An SVG preloads by its URL, the same key React gives the <img> itself, so
 * React writes one preload, not two. A raster preloads the AVIF its <picture> picks (same srcset
 * and sizes); browsers without AVIF skip the typed preload and load the <img> as usual.
 */
export function priorityPreload(image: ImageManifestEntry, sizes: string): { href: string; options: PreloadOptions } {
  const options: PreloadOptions = { as: 'image', fetchPriority: LCP_FETCH_PRIORITY };
  if (image.kind === 'svg' || !image.avif) return { href: image.src, options };
  return { href: image.src, options: { ...options, imageSrcSet: image.avif, imageSizes: sizes, type: 'image/avif' } };
}

/**
 * A content image with its intrinsic width and height (no layout shift). Rasters become a
 * <picture> with AVIF and WebP sources and a JPEG fallback; SVGs are a plain <img>.
 * `className` goes on the <img>, so object-fit and aspect-ratio utilities apply to it.
 */
export function ContentImage({
  src,
  alt,
  sizes = '100vw',
  priority = false,
  inlineInPage = false,
  className,
}: ContentImageProps) {
  const image = getImage(src);
  // Written into the prerendered <head> only: in the browser the <img> is already there, and a small
  // SVG's preload is removed from the built page with the picture inlined (scripts/html-pipeline/lcp-svg.ts),
  // where React would add it back on hydration and fetch a picture the page already has.
  if (priority && typeof document === 'undefined') {
    const { href, options } = priorityPreload(image, sizes);
    preload(href, options);
  }
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? LCP_FETCH_PRIORITY : 'low'}
      // The build finds the marked and the priority pictures by these (common/build-contract.ts).
      {...{ [INLINE_IN_PAGE_ATTRIBUTE]: inlineInPage && image.kind === 'svg' ? '' : undefined }}
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
