/** One generated file: a path relative to content/images and its SVG text. */
export interface Artwork {
  file: string;
  svg: string;
}
