/**
 * The waiting room's screen and the patient's live page in the browser (server/queue/live/): an EventSource on the
 * page's stream (data-events on <body>), which the browser reconnects by itself; each message's words are placed as
 * they come (the service fills them from content/queue.ts). On the screen, a new token rings a soft chime once staff
 * turned it on (browsers allow sound only after a press), and flashes unless the viewer asked for less motion (CSS).
 */

import { LIVE_RECONNECT_MS, LIVE_RETRY_AFTER_SECONDS } from '../live/stream-limits';

interface ScreenCell {
  doctor: string;
  token: string;
}
interface PatientView {
  headline: string;
  wait: string | null;
}

let audio: AudioContext | null = null;

function chime(): void {
  if (!audio) return;
  const now = audio.currentTime;
  for (const [i, frequency] of [659.25, 523.25].entries()) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + i * 0.35);
    gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.35 + 0.05);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.35 + 0.9);
    tone.connect(gain).connect(audio.destination);
    tone.start(now + i * 0.35);
    tone.stop(now + i * 0.35 + 1);
  }
}

function showCell(cell: ScreenCell): void {
  const token = document.querySelector<HTMLElement>(`[data-doctor="${CSS.escape(cell.doctor)}"] [data-token]`);
  if (!token || token.textContent === cell.token) return;
  token.textContent = cell.token;
  const card = token.closest<HTMLElement>('[data-doctor]')!;
  card.classList.remove('changed');
  void card.offsetWidth;
  card.classList.add('changed');
  chime();
}

function showPatient(view: PatientView): void {
  const headline = document.querySelector<HTMLElement>('[data-headline]');
  const wait = document.querySelector<HTMLElement>('[data-wait]');
  if (headline) headline.textContent = view.headline;
  if (wait) {
    wait.textContent = view.wait ?? '';
    wait.hidden = !view.wait;
  }
}

/**
 * The page's stream. The browser reconnects a dropped one by itself; one answered with another status than 200 it
 * closes for good, so the page opens a new one. Refused at the start (the service's count of streams,
 * server/queue/live/stream-limits.ts), it asks again after the wait the service names. Closed after it had been open
 * (a service closing answers 503 to a reconnect that reaches it before it stops), as soon as a dropped one would be.
 */
function listen(url: string, screen: boolean): void {
  const source = new EventSource(url);
  let opened = false;
  source.addEventListener('open', () => {
    opened = true;
  });
  source.addEventListener('message', (event: MessageEvent<string>) => {
    const data: unknown = JSON.parse(event.data);
    if (screen) showCell(data as ScreenCell);
    else showPatient(data as PatientView);
  });
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED)
      setTimeout(() => listen(url, screen), opened ? LIVE_RECONNECT_MS : LIVE_RETRY_AFTER_SECONDS * 1000);
  });
}

const events = document.body.dataset.events;
if (events) {
  listen(events, document.body.dataset.kind === 'screen');
  const sound = document.querySelector<HTMLButtonElement>('[data-chime]');
  if (sound) {
    sound.hidden = false;
    sound.addEventListener('click', () => {
      audio ??= new AudioContext();
      void audio.resume();
      sound.hidden = true;
      chime();
    });
  }
}
