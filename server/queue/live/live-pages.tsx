import { renderToStaticMarkup } from 'react-dom/server';
import { queue } from '../../../content/queue';
import { fill } from '../../../content/ui';
import type { DiaryDoctor } from '../../diary/doctors';
import type { PatientView, ScreenCell } from './live-views';
import { screenFontCss } from './screen-fonts';

/**
 * The waiting room's television (/queue/screen) and the patient's live page (/queue/<key>): documents of their own,
 * drawn on the server with what is true now, so they are right before any script runs and after a restart. Without
 * JavaScript they reload themselves (a refresh in <noscript>); with it, /queue/live.js follows the page's stream.
 */

const { screen, live, refreshSeconds } = queue;

const SCREEN_CSS = `
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; background: #0b1f33; color: #fff; font-family: 'Liberation Sans', Arial, sans-serif; }
  body { display: flex; flex-direction: column; padding: 2vh 2vw; }
  h1 { font-size: 5vh; margin: 0 0 2vh; display: flex; gap: 3vw; flex-wrap: wrap; }
  .doctors { flex: 1; display: grid; grid-template-columns: repeat(auto-fit, minmax(30vw, 1fr)); gap: 2vw; }
  .doctor { background: #13345a; border-radius: 2vh; padding: 3vh 2vw; display: flex; flex-direction: column; }
  .doctor h2 { font-size: 5vh; margin: 0; }
  .room { font-size: 4vh; margin: 1vh 0 0; color: #cfe3ff; }
  .token { font-size: 30vh; font-weight: 700; line-height: 1; margin: auto 0 0; color: #ffd54a; }
  .label span + span::before { content: ' · '; }
  button[data-chime] { position: fixed; right: 2vw; bottom: 2vh; font-size: 2.5vh; padding: 1vh 2vw; }
  @media (prefers-reduced-motion: no-preference) {
    .changed { animation: called 2s ease-out; }
    @keyframes called { from { background: #2e7d32; } to { background: #13345a; } }
  }
`;

const LIVE_CSS = `
  * { box-sizing: border-box; }
  body { margin: 0; padding: 1.5rem; font-family: 'Liberation Sans', Arial, sans-serif; color: #14212b; background: #f4f6f8; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; text-align: center; }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  .token { font-size: 4.5rem; font-weight: 700; margin: 0.5rem 0; }
  .headline { font-size: 1.5rem; font-weight: 700; margin: 0.5rem 0; }
  .wait { font-size: 1.25rem; margin: 0.5rem 0; }
  .small { color: #4a5866; font-size: 0.95rem; }
`;

function Document(props: { title: string; css: string; kind: string; events: string; children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{props.title}</title>
        <noscript>
          <meta httpEquiv="refresh" content={String(refreshSeconds)} />
        </noscript>
        <style>{props.css}</style>
        <script type="module" src="/queue/live.js" />
      </head>
      <body data-kind={props.kind} data-events={props.events}>
        {props.children}
      </body>
    </html>
  );
}

const render = (page: React.ReactNode) => `<!DOCTYPE html>${renderToStaticMarkup(page)}`;

export function renderScreen(practiceName: string, doctors: readonly DiaryDoctor[], cells: ScreenCell[]): string {
  const keys = doctors.map((doctor) => doctor.key).join(',');
  return render(
    <Document
      title={`${screen.title} | ${practiceName}`}
      css={SCREEN_CSS + screenFontCss}
      kind="screen"
      events={`/queue/screen/events?doctors=${keys}`}
    >
      <main>
        <h1 className="label">
          {screen.labels.map((label) => (
            <span key={label.lang} lang={label.lang}>
              {label.nowSeeing}
            </span>
          ))}
        </h1>
        <div className="doctors">
          {doctors.map((doctor) => (
            <section
              key={doctor.key}
              className="doctor"
              data-doctor={doctor.key}
              aria-labelledby={`doctor-${doctor.key}`}
            >
              <h2 id={`doctor-${doctor.key}`}>{doctor.name}</h2>
              <p className="room">{queue.rooms[doctor.key] ?? ''}</p>
              <p className="token" data-token="" aria-live="polite">
                {cells.find((cell) => cell.doctor === doctor.key)?.token ?? screen.none}
              </p>
            </section>
          ))}
        </div>
      </main>
      <button type="button" data-chime="" hidden>
        {screen.chimeOn}
      </button>
    </Document>,
  );
}

export function renderLivePage(practiceName: string, key: string, doctorName: string, view: PatientView): string {
  return render(
    <Document title={`${live.title} | ${practiceName}`} css={LIVE_CSS} kind="patient" events={`/queue/${key}/events`}>
      <main>
        <h1>{live.title}</h1>
        <p>
          {practiceName} · {doctorName}
        </p>
        <p className="token">{fill(live.token, { token: String(view.token) })}</p>
        <p className="headline" data-headline="" aria-live="polite">
          {view.headline}
        </p>
        <p className="wait" data-wait="" hidden={!view.wait}>
          {view.wait ?? ''}
        </p>
        <p className="small">{live.refreshes}</p>
      </main>
    </Document>,
  );
}

export function renderGone(practiceName: string): string {
  return render(
    <Document title={`${live.title} | ${practiceName}`} css={LIVE_CSS} kind="gone" events="">
      <main>
        <h1>{live.title}</h1>
        <p className="headline">{live.gone}</p>
      </main>
    </Document>,
  );
}
