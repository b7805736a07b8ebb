import { kolkataDateTime } from '../../../common/booking-dates';
import encodeQR from 'qr';
import { renderToStaticMarkup } from 'react-dom/server';
import { queue } from '../../../content/queue';
import { fill } from '../../../content/ui';
import { longDate } from '../../mail/compose';
import type { QueueEntry } from '../queue-reads';

/**
 * The token slip (docs/decisions/0083-the-token-slip-and-the-live-page.md): one strip of 58 or 80 mm thermal paper,
 * printed from the browser's own print dialog. The clinic, the doctor and room, the token as large as the paper allows,
 * the date and time, and a QR code of the patient's live page, drawn as SVG on the server (the `qr` package), so
 * nothing runs in the browser. Never the patient's name: a slip is left on chairs.
 */

export const SLIP_WIDTHS = [58, 80] as const;
export type SlipWidth = (typeof SLIP_WIDTHS)[number];

export interface SlipProps {
  practiceName: string;
  doctorName: string;
  entry: QueueEntry;
  width: SlipWidth;
  liveUrl: string;
}

/** The live page's address as a QR code: SVG, medium error correction (a crumpled slip still scans). */
export function qrSvg(text: string): string {
  return encodeQR(text, 'svg', { ecc: 'medium', border: 2 });
}

/** The strip's length: what the slip needs, measured in the test (one page), so the printer feeds no blank paper. */
const LENGTH_MM: Record<SlipWidth, number> = { 58: 100, 80: 125 };

const slipCss = (width: SlipWidth) => `
  @page { size: ${width}mm ${LENGTH_MM[width]}mm; margin: 0; }
  * { box-sizing: border-box; }
  html, body { margin: 0; background: #fff; color: #000; font-family: 'Liberation Sans', Arial, sans-serif; }
  .slip { width: ${width}mm; padding: 3mm; text-align: center; }
  .slip h1 { font-size: ${width === 58 ? 13 : 16}pt; margin: 0 0 1mm; }
  .slip p { margin: 0.5mm 0; font-size: ${width === 58 ? 9 : 11}pt; }
  .slip .token { font-size: ${width === 58 ? 40 : 54}pt; font-weight: 700; line-height: 1.05; margin: 1mm 0; }
  .slip .qr svg { width: ${width === 58 ? 34 : 44}mm; height: auto; display: block; margin: 1mm auto; }
  .screen-only { font: 11pt sans-serif; margin: 4mm 3mm; max-width: 80mm; }
  .screen-only a { margin-right: 4mm; }
  @media print { .screen-only { display: none; } }
`;

export function SlipPage({ practiceName, doctorName, entry, width, liveUrl }: SlipProps) {
  const { slip } = queue;
  const joined = kolkataDateTime(Date.parse(entry.joinedAt));
  const room = queue.rooms[entry.doctor];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${slip.title} ${entry.token} | ${practiceName}`}</title>
        <style>{slipCss(width)}</style>
      </head>
      <body>
        <main className="slip">
          <h1>{practiceName}</h1>
          <p>{doctorName}</p>
          {room ? <p>{room}</p> : null}
          <p className="token" aria-label={fill(queue.desk.token, { token: String(entry.token) })}>
            {entry.token}
          </p>
          <p>
            {longDate(joined.date)}, {joined.time}
          </p>
          <div className="qr" role="img" aria-label={slip.scan} dangerouslySetInnerHTML={{ __html: qrSvg(liveUrl) }} />
          <p>{slip.scan}</p>
        </main>
        <nav className="screen-only" aria-label={slip.title}>
          <p>{slip.howToPrint}</p>
          {SLIP_WIDTHS.map((one) => (
            <a key={one} href={`?width=${one}`} aria-current={one === width ? 'page' : undefined}>
              {fill(slip.paper, { width: String(one) })}
            </a>
          ))}
        </nav>
      </body>
    </html>
  );
}

export const renderSlip = (props: SlipProps) => `<!DOCTYPE html>${renderToStaticMarkup(<SlipPage {...props} />)}`;
