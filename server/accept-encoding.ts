/** 'br', 'gzip' or null from an Accept-Encoding header, for the variants an answer has (a built file, a kept one). */
export function chooseEncoding(header: string | undefined, file: { br?: unknown; gz?: unknown }): 'br' | 'gzip' | null {
  if (!header || (!file.br && !file.gz)) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (token: string) => (q.get(token) ?? q.get('*') ?? 0) > 0;
  if (file.br && accepts('br')) return 'br';
  if (file.gz && accepts('gzip')) return 'gzip';
  return null;
}
