import { kolkataDateTime } from '../../common/booking-dates';
import { randomBytes, randomUUID } from 'node:crypto';
import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { honeypotFilled } from '../../common/forms/rules';
import { FORM_ENDPOINTS, KIND_FIELD } from '../../content/forms/kinds';
import { formFields } from '../../content/forms/table';
import { composeMails, type MailSettings } from '../mail/compose';
import type { OutboxWorker } from '../mail/outbox-worker';
import { renderFormErrors, renderProblem, type FormPageSettings } from '../render-form-errors';
import { isReferenceClash, newShortReference } from '../storage/short-reference';
import type { NewRequest, RequestStore } from '../storage/types';
import {
  ENDPOINT_KINDS,
  MESSAGES,
  resolveFormKind,
  type Endpoint,
  type FieldErrors,
  type FormKind,
  type Submission,
  type ValidationResult,
} from '../validation';
import { whatsappConsent, withWhatsappAcknowledgment } from '../whatsapp/consent';
import { TimeRefusedError } from '../diary/store/request-visit';
import type { DeskMailSettings } from '../desk/mail/desk-mail';
import { answerSuccess, wantsJson } from './answers';
import { refusalText, submissionVisit, visitAnswer, withConfirmation, type ConfirmationSetting } from './booking-time';
import { isCrossSitePost, sameOriginReferer } from './request-guard';
import { newVisitLink } from '../visit/visit-links';
import { resendOf } from './resend-key';

/**
 * POST /api/appointments, /api/messages, /api/subscriptions (contract: docs/form-service.md).
 * Order: rate limit and cross-site refusal (before the body is read), body parsing (16 KB, strict
 * UTF-8), honeypot, validation, one durable commit of the request with its e-mails, then the answer.
 */

export interface FormRouteDeps {
  store: RequestStore;
  worker: OutboxWorker;
  validate: (kind: FormKind, body: Record<string, unknown>) => ValidationResult;
  noticeVersion: string;
  mailSettings: MailSettings;
  pageSettings: FormPageSettings;
  siteUrl?: string;
  /** Posts per minute per address; 0 = no limit. */
  rateLimit: number;
  /** The WhatsApp channel's sender, when the channel is on: the box is read and the worker woken. */
  whatsapp?: { wake(): void };
  /** What follows a picked time (content/diary.ts `confirmation`), and the desk's e-mail settings for `instant`. */
  confirmation: ConfirmationSetting;
  deskMail: DeskMailSettings;
  /**
   * Why the diary keeps a booking off its whole date (a closure, the doctor away: server/diary/day-block.ts), or null;
   * asked of a booking without a time.
   */
  dayRefusal: (doctorName: string | null, date: string) => Promise<string | null>;
  now: () => Date;
}

/** How long a booking's confirmation page can be found by its reference. */
export const CONFIRMATION_TTL_MS = 60 * 60 * 1000;

/** A booking posted without JavaScript is answered with its confirmation page, found by an unguessable reference. */
const needsConfirmationRef = (request: FastifyRequest, kind: FormKind) =>
  FORM_ENDPOINTS[kind] === 'appointments' && !wantsJson(request);
const newConfirmationRef = () => randomBytes(12).toString('base64url');

export class ForbiddenError extends Error {
  readonly statusCode = 403;
  readonly code = 'CROSS_SITE_POST';
}

function newRequest(
  submission: Submission,
  id: string,
  ref: string,
  createdAt: string,
  noticeVersion: string,
): NewRequest {
  const consent = { consentAt: createdAt, noticeVersion };
  switch (submission.type) {
    case 'appointment':
      return { type: 'appointment', id, ref, createdAt, data: submission.data, consent };
    case 'message':
      return { type: 'message', id, ref, createdAt, data: submission.data, consent };
    case 'subscription':
      return { type: 'subscription', id, createdAt, data: submission.data, noticeVersion };
  }
}

/** Registers the endpoints in their own context, so the rate limit (one count per address across
 *  the three endpoints) and the cross-site check apply to them and to nothing else. */
export async function registerFormRoutes(
  parent: FastifyInstance,
  deps: FormRouteDeps,
  moreRoutes: (app: FastifyInstance) => void = () => {},
): Promise<void> {
  await parent.register(async (app) => {
    if (deps.rateLimit > 0) {
      await app.register(rateLimitPlugin, {
        global: true,
        max: deps.rateLimit,
        timeWindow: 60_000,
        errorResponseBuilder: (_request, context) =>
          Object.assign(new Error('Too many requests'), { statusCode: context.statusCode }),
      });
    }
    app.addHook('onRequest', async (request) => {
      if (isCrossSitePost(request, deps.siteUrl)) throw new ForbiddenError('Cross-site form post refused');
    });
    formRoutes(app, deps);
    // Other posts under the same rate limit and cross-site refusal (consent withdrawal).
    moreRoutes(app);
  });
}

function formRoutes(app: FastifyInstance, deps: FormRouteDeps): void {
  const { store, worker, validate, pageSettings, siteUrl } = deps;

  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: Endpoint,
    kind: FormKind | null,
    body: Record<string, unknown>,
    errors: FieldErrors,
  ) {
    request.log.info({ form: kind ?? endpoint, fields: Object.keys(errors) }, 'form refused by validation');
    reply.code(422).header('cache-control', 'no-store');
    if (wantsJson(request)) return reply.send({ ok: false, errors });
    const backPath = sameOriginReferer(request, siteUrl);
    const html = kind
      ? renderFormErrors({ kind, action: `/api/${endpoint}`, values: body, errors, backPath }, pageSettings)
      : renderProblem({ title: 'Form not accepted', message: Object.values(errors).join(' '), backPath }, pageSettings);
    return reply.header('content-type', 'text/html; charset=utf-8').send(html);
  }

  async function handle(endpoint: Endpoint, request: FastifyRequest, reply: FastifyReply) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (honeypotFilled(body)) {
      // Answered exactly like a success, so a bot learns nothing; nothing is stored.
      const kind = resolveFormKind(endpoint, body) ?? (ENDPOINT_KINDS[endpoint][0] as FormKind);
      request.log.info({ form: kind }, 'honeypot filled: post dropped');
      // An unstored reference: its page falls back to the generic thank-you, as an expired one does. A picked time is
      // answered as a real one would be, held or confirmed by the clinic's setting, though nothing is held.
      const checked = validate(kind, body);
      const picked = checked.ok ? submissionVisit(checked.submission, deps.confirmation, deps.now()) : undefined;
      return answerSuccess(
        request,
        reply,
        kind,
        randomUUID(),
        needsConfirmationRef(request, kind) ? newConfirmationRef() : undefined,
        picked && {
          ...kolkataDateTime(picked.start),
          doctor: picked.doctor.name,
          status: picked.status,
        },
      );
    }
    const kind = resolveFormKind(endpoint, body);
    if (!kind) return refuse(request, reply, endpoint, null, body, { [KIND_FIELD]: MESSAGES.unknownForm });
    const result = validate(kind, body);
    if (!result.ok) return refuse(request, reply, endpoint, kind, body, result.errors);
    // With a time, the hold refuses a closed or away time in the same words (server/diary/store/hold-visit.ts).
    if (result.submission.type === 'appointment' && !result.submission.time) {
      const why = await deps.dayRefusal(result.submission.data.doctor, result.submission.data.date);
      const dateField = formFields[kind].find((field) => field.type === 'date')?.name;
      if (why && dateField) return refuse(request, reply, endpoint, kind, body, { [dateField]: why });
    }

    const id = randomUUID();
    const createdAt = deps.now().toISOString();
    const confirmationRef =
      FORM_ENDPOINTS[kind] === 'appointments' && needsConfirmationRef(request, kind) ? newConfirmationRef() : undefined;
    const visit = submissionVisit(result.submission, deps.confirmation, deps.now());
    // A form posted without JavaScript may be posted again by the back button: its content's key finds the first.
    const resend =
      result.submission.type !== 'subscription' && !wantsJson(request)
        ? resendOf(kind, result.submission.data, deps.now())
        : undefined;
    const store1 = (ref: string) => {
      const record = newRequest(result.submission, id, ref, createdAt, deps.noticeVersion);
      if (resend && record.type !== 'subscription') record.resend = resend;
      if (visit && record.type === 'appointment') record.visit = visit;
      if (confirmationRef && record.type === 'appointment') {
        record.confirmation = {
          ref: confirmationRef,
          expiresAt: new Date(deps.now().getTime() + CONFIRMATION_TTL_MS).toISOString(),
        };
      }
      const consent = record.type === 'subscription' ? undefined : record.consent;
      // An appointment's acknowledgment carries the patient's own link to it; only its hash is stored.
      const link = record.type === 'appointment' ? newVisitLink(deps.mailSettings.siteOrigin) : null;
      if (link && record.type === 'appointment') record.visitLinkHash = link.tokenHash;
      let mails = composeMails(
        result.submission,
        { id, ref, createdAt, consent, visitLink: link?.url, timeStatus: visit?.status },
        deps.mailSettings,
      );
      if (visit?.status === 'confirmed' && record.type === 'appointment')
        mails = withConfirmation(mails, record, visit, deps.deskMail, link?.url ?? null);
      const whatsapp = deps.whatsapp && whatsappConsent(result.submission, body, createdAt);
      if (whatsapp && record.type === 'appointment') {
        record.whatsapp = whatsapp;
        mails = withWhatsappAcknowledgment(mails);
      }
      return { mails, stored: store.storeRequest(record, mails) };
    };
    // The short reference is in the e-mails, so a clash (see short-reference.ts) composes them again.
    let attempt = store1(newShortReference());
    for (let tries = 1; ; tries++) {
      try {
        await attempt.stored;
        break;
      } catch (error) {
        // A picked time refused: the form again, all that was typed kept, the time's refusal with the nearest times.
        if (error instanceof TimeRefusedError)
          return refuse(request, reply, endpoint, kind, body, { booking_time: refusalText(error.refusal) });
        if (tries >= 3 || !isReferenceClash(error)) throw error;
        attempt = store1(newShortReference());
      }
    }
    const { mails } = attempt;
    const stored = await attempt.stored;
    if (stored.resent) {
      request.log.info({ form: kind, requestId: stored.id }, 'form sent again: answered as the first');
      return answerSuccess(request, reply, kind, stored.id, stored.resent.confirmationRef ?? undefined);
    }
    if (mails.length > 0 && stored.created) {
      worker.wake();
      deps.whatsapp?.wake();
    }
    request.log.info({ form: kind, requestId: stored.id, created: stored.created }, 'request stored');
    return answerSuccess(request, reply, kind, stored.id, confirmationRef, stored.visit && visitAnswer(stored.visit));
  }

  for (const endpoint of Object.keys(ENDPOINT_KINDS) as Endpoint[]) {
    app.post(`/api/${endpoint}`, (request, reply) => handle(endpoint, request, reply));
  }
}
