import type { FastifyReply, FastifyRequest } from 'fastify';
import { formAnswers } from '../../content/forms/answers';
import { renderProblem, type FormPageSettings } from '../render-form-errors';
import type { FormKind } from '../validation';
import { visitMessage, type VisitAnswer } from './booking-time';
import { sameOriginReferer } from './request-guard';

/**
 * The two answer styles of the form service: JSON for scripts (the request asked for JSON or sent
 * JSON), HTML for a native form post (303 to the thank-you page, or a page explaining a refusal).
 */

export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const type = request.headers['content-type'] ?? '';
  return accept.includes('application/json') || type.toLowerCase().startsWith('application/json');
}

/**
 * Where a booking posted without JavaScript is confirmed: `?ref=` a random reference, nothing else
 * (server/forms/confirmation-page.tsx).
 */
export const CONFIRMATION_PATH = '/request-received';

/**
 * 201 JSON (with a picked time, the visit held or confirmed), or 303 to the booking's confirmation page (when it has a
 * reference) or to the thank-you page.
 */
export function answerSuccess(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: FormKind,
  id: string,
  confirmationRef?: string,
  visit?: VisitAnswer,
): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (wantsJson(request))
    return reply
      .code(201)
      .send(
        visit
          ? { ok: true, id, message: visitMessage(visit), visit }
          : { ok: true, id, message: formAnswers.success[kind] },
      );
  const location = confirmationRef
    ? `${CONFIRMATION_PATH}?ref=${confirmationRef}`
    : `/thank-you?form=${encodeURIComponent(kind)}`;
  return reply.code(303).header('location', location).send();
}

interface Problem {
  title: string;
  message: string;
}

/** Fastify's own 400 before any route (an undecodable URL such as /%ff): names no part of the request. */
export const BAD_URL_PROBLEM: Problem = {
  title: 'Address not understood',
  message: 'This web address could not be read. Please check it, or start again from the home page.',
};

export function problemFor(status: number, error: { code?: string; message?: string }, clinicPhone: string): Problem {
  switch (status) {
    case 400:
      return {
        title: 'The form could not be read',
        message:
          error.code === 'BAD_BODY' && error.message
            ? error.message
            : 'The request body could not be read. Please send the form again from our website.',
      };
    case 403:
      return {
        title: 'Form not accepted',
        message:
          'This form can only be sent from the clinic’s own website. Please open our website and send it from there.',
      };
    case 404:
      return { title: 'Not found', message: 'Not found.' };
    case 413:
      return {
        title: 'Form too large',
        message: 'The form is too large to send (the limit is 16 KB). Please shorten your message and send it again.',
      };
    case 415:
      return {
        title: 'Form not readable',
        message:
          'Please send the form as application/x-www-form-urlencoded (a normal web form) or as application/json.',
      };
    case 429:
      return {
        title: 'Too many requests',
        message: `Too many requests from your connection. Please wait a minute and try again, or call the clinic on ${clinicPhone}.`,
      };
    default:
      return status < 500
        ? {
            title: 'Form not accepted',
            message: 'The request could not be accepted. Please send the form again from our website.',
          }
        : {
            title: 'Not sent',
            message: `The clinic’s server could not take your request just now. Please try again in a minute, or call the clinic on ${clinicPhone}.`,
          };
  }
}

export function answerProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  problem: Problem,
  settings: Pick<FormPageSettings, 'practiceName' | 'stylesheet'>,
  siteUrl?: string,
): FastifyReply {
  reply.code(status).header('cache-control', 'no-store');
  if (wantsJson(request)) return reply.send({ ok: false, error: problem.message });
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .send(renderProblem({ ...problem, backPath: sameOriginReferer(request, siteUrl) }, settings));
}
