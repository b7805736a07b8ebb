/**
 * CSV as RFC 4180 describes it (CRLF line ends, fields with a comma, quote or line break quoted,
 * quotes doubled), made safe for spreadsheets: a cell beginning with = + - @ tab or carriage
 * return gets a leading apostrophe, so Excel or Sheets show it as text instead of running it as a
 * formula (CSV/formula injection). A cell holding a semicolon or a tab is quoted too: a spreadsheet
 * set to split on those (Excel in many locales splits on ';') would otherwise start a new cell
 * there, and `Eve;=1+1` would become a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
