/**
 * One entry of app/generated/image-manifest.json: written by the image pipeline
 * (scripts/build-images.ts), read by the pages' pictures (app/components/ui/ContentImage.tsx).
 */
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
