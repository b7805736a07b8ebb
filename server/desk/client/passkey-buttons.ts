import { startAuthentication, startRegistration } from '@simplewebauthn/browser';

/**
 * The desk's one browser script (built by esbuild when the service starts, served at /desk/desk.js):
 * the buttons marked data-passkey run a WebAuthn ceremony against the service and then follow
 * the redirect it answers with. Everything else on the desk is plain HTML forms.
 */

const ENDPOINTS = {
  'sign-in': '/desk/sign-in',
  enrol: '/desk/enrol',
  add: '/desk/passkeys',
} as const;

type Action = keyof typeof ENDPOINTS;

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

async function run(button: HTMLButtonElement): Promise<void> {
  const action = button.dataset.passkey as Action;
  const base = ENDPOINTS[action];
  const token = button.dataset.token;
  const options = await post(`${base}/options`, { token });
  const response =
    action === 'sign-in'
      ? await startAuthentication({ optionsJSON: options as never })
      : await startRegistration({ optionsJSON: options as never });
  // The desk page opened before sign-in, which the service checks again before it answers with it.
  const result = await post(`${base}/verify`, { token, response, return: button.dataset.return });
  window.location.assign(typeof result.redirect === 'string' ? result.redirect : '/desk');
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-passkey]')) {
  const error = button.parentElement?.querySelector<HTMLElement>('[data-passkey-error]');
  button.addEventListener('click', () => {
    button.disabled = true;
    if (error) error.hidden = true;
    run(button).catch(() => {
      button.disabled = false;
      if (error) error.hidden = false;
    });
  });
  button.disabled = false; // wired: the page rendered it disabled until now
}
