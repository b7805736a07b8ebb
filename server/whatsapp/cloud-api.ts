/**
 * The WhatsApp Cloud API's one call the clinic makes: a template message to one patient, POST
 * {WHATSAPP_API_URL}/{phone-number-id}/messages with the system user's token (Meta's "Send message templates"), and
 * what its answer means for the outbox (docs/decisions/0040-whatsapp-channel.md):
 * - sent: Meta took the message and named it (wamid...), against which its webhooks report delivery;
 * - retry: a rate limit or a passing fault: nothing was sent, try again later;
 * - refused: Meta refuses this message for good (not a WhatsApp user, template missing or its parameters wrong):
 *   give it up, name it on the desk;
 * - configuration: the token, the permission or the account is wrong: no message can go until someone acts;
 * - unknown: the request left and no answer came (a cut connection, a timeout): the message may have gone. The API
 *   has no idempotency key, so it is never sent again blindly.
 */

export interface TemplateMessage {
  /** E.164, e.g. +919876543210 (common/indian-mobile.ts). */
  to: string;
  name: string;
  language: string;
  /** The body's {{1}}, {{2}} ... in order. */
  parameters: readonly string[];
}

export type SendOutcome =
  | { kind: 'sent'; messageId: string; waId?: string }
  | { kind: 'retry' | 'refused' | 'configuration' | 'unknown'; code?: number; reason: string };

export interface CloudApiSettings {
  /** Versioned Graph API base, e.g. https://graph.facebook.com/v23.0 (WHATSAPP_API_URL). */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** How long to wait for Meta's answer. */
  timeoutMs?: number;
}

/** The request body Meta documents for a template message with body parameters. */
export function templateRequestBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.name,
      language: { code: message.language },
      components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/**
 * Meta's error codes (WhatsApp Cloud API, "Error codes"; Graph API, "Handling errors"), by what the outbox does.
 * Throughput, pair, spam and application rate limits and Meta's own passing faults: try again later.
 */
const RETRY_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
/** The token, its permissions, the phone number id or the business account: nothing can go until someone acts. */
const CONFIGURATION_CODES = new Set([0, 3, 10, 190, 131031, 131042, 133010]);
/** Code 100 with subcode 33: the phone number id names nothing this token may use (Graph API's "does not exist"). */
const UNKNOWN_OBJECT_SUBCODE = 33;
const isPermissionCode = (code: number) => code >= 200 && code <= 299;

interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { details?: string };
}

/** What an error answer (HTTP status and Graph error body) means for this message. */
export function classifyError(status: number, error: GraphError | undefined): SendOutcome {
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const details = error?.error_data?.details;
  const reason = [error?.message ?? `HTTP ${status}`, details].filter(Boolean).join(': ');
  if (code !== undefined) {
    if (RETRY_CODES.has(code)) return { kind: 'retry', code, reason };
    if (
      CONFIGURATION_CODES.has(code) ||
      isPermissionCode(code) ||
      (code === 100 && error?.error_subcode === UNKNOWN_OBJECT_SUBCODE) ||
      status === 401
    )
      return { kind: 'configuration', code, reason };
    return status >= 500 ? { kind: 'retry', code, reason } : { kind: 'refused', code, reason };
  }
  if (status === 401 || status === 403) return { kind: 'configuration', reason };
  if (status === 429 || status >= 500) return { kind: 'retry', reason };
  return { kind: 'refused', reason };
}

/** Connection failures that happen before any byte of the request left: nothing can have been sent. */
const NOT_SENT_CAUSES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function transportOutcome(error: unknown): SendOutcome {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  if (code && NOT_SENT_CAUSES.has(code)) return { kind: 'retry', reason: `cannot reach the Cloud API (${code})` };
  const name = (error as Error).name;
  return {
    kind: 'unknown',
    reason:
      name === 'TimeoutError'
        ? 'the Cloud API did not answer in time: the message may have gone'
        : `the connection to the Cloud API broke (${code ?? name}): the message may have gone`,
  };
}

export async function sendTemplate(settings: CloudApiSettings, message: TemplateMessage): Promise<SendOutcome> {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(templateRequestBody(message)),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 20_000),
    });
  } catch (error) {
    return transportOutcome(error);
  }
  let body: { messages?: Array<{ id?: unknown }>; contacts?: Array<{ wa_id?: unknown }>; error?: GraphError };
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    // Meta answered but the body was cut or was no JSON: a 2xx may mean it went.
    if (response.ok) return transportOutcome(error);
    return classifyError(response.status, undefined);
  }
  const messageId = body.messages?.[0]?.id;
  if (response.ok && typeof messageId === 'string') {
    const waId = body.contacts?.[0]?.wa_id;
    return { kind: 'sent', messageId, ...(typeof waId === 'string' ? { waId } : {}) };
  }
  if (response.ok) return { kind: 'unknown', reason: 'the Cloud API answered without a message id' };
  return classifyError(response.status, body.error);
}
