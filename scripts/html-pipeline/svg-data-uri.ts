/** The SVG as a data URI: only the characters a URL or an attribute cannot hold are escaped. */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>&?"{}\n\r]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}
