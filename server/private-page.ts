import type { FastifyReply } from 'fastify';
import type { ReactNode } from 'react';
import { renderServicePage } from './html';
import type { FormPageSettings } from './render-form-errors';

/**
 * Sends a page reached by a private link (consent withdrawal, the patient's own visit): drawn by React DOM, never
 * stored by a cache, and never referred to another site, since the link's token is in its URL. `same-origin`, not
 * `no-referrer`: under `no-referrer` a browser posts the page's own forms with `Origin: null`, which the forms'
 * cross-site refusal (server/forms/request-guard.ts) rightly refuses. `X-Robots-Tag: noindex` beside the page's own
 * meta tag: a crawler that reads only headers, or a link to a non-HTML answer, is told too.
 */
export function sendPrivatePage(
  reply: FastifyReply,
  settings: Pick<FormPageSettings, 'practiceName' | 'stylesheet' | 'shell'>,
  status: number,
  heading: string,
  content: ReactNode,
): FastifyReply {
  const { practiceName, stylesheet, shell } = settings;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('content-type', 'text/html; charset=utf-8')
    .send(
      renderServicePage({ title: `${heading} | ${practiceName}`, heading, practiceName, stylesheet, shell }, content),
    );
}
