import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureOf } from '../../server/whatsapp/webhook-events';

/**
 * A local stand-in for Meta's WhatsApp Cloud API, written from Meta's documentation ("Send message templates",
 * "Error codes", "Webhooks"), not from the service's client: POST /{version}/{phone-number-id}/messages with
 * `Authorization: Bearer <token>` and a template message's JSON is answered with Meta's success body, or with the
 * documented error body (the Graph API's `{error: {message, type, code, error_data: {messaging_product, details},
 * fbtrace_id}}`) for a bad token, an unknown phone number id, a malformed body, a template that is not approved, a
 * parameter count that does not match, an undeliverable recipient and the rate limits. It sends webhooks back signed
 * as Meta signs them (X-Hub-Signature-256: sha256= HMAC-SHA256 of the raw body under the app secret). Listens on
 * 127.0.0.1, a free port.
 */

export interface StandinTemplate {
  language: string;
  /** How many {{n}} the approved body holds. */
  parameters: number;
}

export interface StandinOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** Approved templates by name; any other name is answered 132001. */
  templates: Record<string, StandinTemplate>;
  version?: string;
}

/** A message the stand-in took, as Meta would deliver it. */
export interface TakenMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

/** An error Meta documents, by what provokes it in a test. */
export type StandinFault = 'rate-limit' | 'pair-rate-limit' | 'server-error';

interface GraphError {
  status: number;
  code: number;
  message: string;
  details?: string;
  subcode?: number;
  type?: string;
}

const errorBody = (error: GraphError) => ({
  error: {
    message: error.message,
    type: error.type ?? 'OAuthException',
    code: error.code,
    ...(error.subcode === undefined ? {} : { error_subcode: error.subcode }),
    ...(error.details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details: error.details } }),
    fbtrace_id: randomBytes(9).toString('base64url'),
  },
});

const FAULTS: Record<StandinFault, GraphError> = {
  'rate-limit': {
    status: 400,
    code: 130429,
    message: '(#130429) Rate limit hit',
    details: 'Cloud API message throughput has been reached.',
  },
  'pair-rate-limit': {
    status: 400,
    code: 131056,
    message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
    details:
      'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
  },
  'server-error': {
    status: 500,
    code: 131000,
    message: '(#131000) Something went wrong',
    details: 'Message failed to send due to an unknown error.',
  },
};

const invalidParameter = (details: string): GraphError => ({
  status: 400,
  code: 100,
  message: '(#100) Invalid parameter',
  details,
});

/** What is wrong with a template message's body, as Meta's code 100 says it; undefined when it is well formed. */
function shapeProblem(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return 'The request body must be a JSON object.';
  const b = body as Record<string, unknown>;
  if (b.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp.';
  if (b.recipient_type !== undefined && b.recipient_type !== 'individual') return 'recipient_type must be individual.';
  if (typeof b.to !== 'string' || !/^\+?\d{6,15}$/.test(b.to)) return 'to must be a phone number with country code.';
  if (b.type !== 'template') return 'type must be template for a message outside the customer service window.';
  const template = b.template as Record<string, unknown> | undefined;
  if (!template || typeof template.name !== 'string') return 'template.name is required.';
  const language = template.language as Record<string, unknown> | undefined;
  if (!language || typeof language.code !== 'string') return 'template.language.code is required.';
  const components = template.components;
  if (components !== undefined && !Array.isArray(components)) return 'template.components must be an array.';
  for (const component of (components ?? []) as Array<Record<string, unknown>>) {
    if (typeof component !== 'object' || typeof component.type !== 'string') return 'each component needs a type.';
    if (!Array.isArray(component.parameters)) return 'each component needs parameters.';
    for (const parameter of component.parameters as Array<Record<string, unknown>>) {
      if (parameter?.type !== 'text' || typeof parameter.text !== 'string' || parameter.text === '')
        return 'a text parameter needs type text and a non-empty text.';
    }
  }
  return undefined;
}

export interface CloudApiStandin {
  /** The versioned base, as WHATSAPP_API_URL: http://127.0.0.1:PORT/v23.0. */
  apiUrl: string;
  /** Every message taken, in order. */
  taken: TakenMessage[];
  /** Every request that reached the messages endpoint, answered or not. */
  requestCount: () => number;
  /** The next `times` sends are answered with this documented error. */
  failNext: (fault: StandinFault, times?: number) => void;
  /** A recipient Meta cannot deliver to (not a WhatsApp user): answered 131026. */
  undeliverable: Set<string>;
  /** The next send is read whole and never answered (the connection is held open): a call in flight. */
  holdNext: () => Promise<void>;
  /**
   * Sends a signed webhook delivery to `url` (a string payload goes byte for byte as written); `secret` replaces the
   * app secret (a forgery). Returns the status.
   */
  sendWebhook: (url: string, payload: unknown, secret?: string) => Promise<number>;
  close: () => Promise<void>;
}

export async function startCloudApiStandin(options: StandinOptions): Promise<CloudApiStandin> {
  const version = options.version ?? 'v23.0';
  const taken: TakenMessage[] = [];
  const undeliverable = new Set<string>();
  const faults: StandinFault[] = [];
  let requests = 0;
  let hold: (() => void) | undefined;
  const held: http.ServerResponse[] = [];

  function answer(response: http.ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify(body));
  }

  function handle(method: string, path: string, headers: http.IncomingHttpHeaders, raw: string) {
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    if (!match || match[1] !== version)
      return {
        status: 400,
        body: errorBody({
          status: 400,
          code: 2500,
          message: 'Unknown path components: ' + path,
          type: 'OAuthException',
        }),
      };
    if (method !== 'POST')
      return {
        status: 400,
        body: errorBody({
          status: 400,
          code: 100,
          subcode: 33,
          message: `Unsupported ${method.toLowerCase()} request.`,
          type: 'GraphMethodException',
        }),
      };
    if (headers.authorization !== `Bearer ${options.token}`)
      return {
        status: 401,
        body: errorBody({ status: 401, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }),
      };
    if (match[2] !== options.phoneNumberId)
      return {
        status: 400,
        body: errorBody({
          status: 400,
          code: 100,
          subcode: 33,
          type: 'GraphMethodException',
          message: `Unsupported post request. Object with ID '${match[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        }),
      };
    if (!/^application\/json\b/.test(headers['content-type'] ?? ''))
      return { status: 400, body: errorBody(invalidParameter('The request body must be JSON.')) };
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { status: 400, body: errorBody(invalidParameter('The request body is not valid JSON.')) };
    }
    const problem = shapeProblem(body);
    if (problem) return { status: 400, body: errorBody(invalidParameter(problem)) };
    const fault = faults.shift();
    if (fault) return { status: FAULTS[fault].status, body: errorBody(FAULTS[fault]) };
    const message = body as {
      to: string;
      template: {
        name: string;
        language: { code: string };
        components?: Array<{ parameters: Array<{ text: string }> }>;
      };
    };
    const approved = options.templates[message.template.name];
    if (!approved || approved.language !== message.template.language.code)
      return {
        status: 404,
        body: errorBody({
          status: 404,
          code: 132001,
          message: '(#132001) Template name does not exist in the translation',
          details: `template name (${message.template.name}) does not exist in ${message.template.language.code}`,
        }),
      };
    const parameters = (message.template.components ?? []).flatMap((component) =>
      component.parameters.map((parameter) => parameter.text),
    );
    if (parameters.length !== approved.parameters)
      return {
        status: 400,
        body: errorBody({
          status: 400,
          code: 132000,
          message: '(#132000) Number of parameters does not match the expected number of params',
          details: `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${approved.parameters})`,
        }),
      };
    const digits = message.to.replace(/^\+/, '');
    if (undeliverable.has(message.to) || undeliverable.has(digits))
      return {
        status: 400,
        body: errorBody({
          status: 400,
          code: 131026,
          message: '(#131026) Message undeliverable',
          details: 'Unable to deliver message. The recipient phone number is not a WhatsApp phone number.',
        }),
      };
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    taken.push({
      id,
      to: message.to,
      template: message.template.name,
      language: message.template.language.code,
      parameters,
    });
    return {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: digits }], messages: [{ id }] },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      if (hold) {
        hold();
        hold = undefined;
        held.push(response);
        return;
      }
      const path = (request.url ?? '').split('?')[0]!;
      const { status, body } = handle(request.method ?? '', path, request.headers, Buffer.concat(chunks).toString());
      answer(response, status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/${version}`,
    taken,
    requestCount: () => requests,
    undeliverable,
    failNext: (fault, times = 1) => {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    holdNext: () => new Promise<void>((resolve) => (hold = resolve)),
    sendWebhook: async (url, payload, secret = options.appSecret) => {
      const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, secret) },
        body: raw,
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: async () => {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A `messages` webhook delivery as Meta sends it: the delivery state of one message the clinic sent. */
export function statusDelivery(
  phoneNumberId: string,
  messageId: string,
  state: 'sent' | 'delivered' | 'read' | 'failed',
  recipient: string,
  at: Date,
) {
  return delivery(phoneNumberId, {
    statuses: [
      {
        id: messageId,
        status: state,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        recipient_id: recipient.replace(/^\+/, ''),
        ...(state === 'failed'
          ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }] }
          : {}),
      },
    ],
  });
}

/** A `messages` webhook delivery as Meta sends it: a text a patient wrote to the clinic's number. */
export function replyDelivery(phoneNumberId: string, from: string, name: string, text: string, at: Date) {
  const waId = from.replace(/^\+/, '');
  return delivery(phoneNumberId, {
    contacts: [{ profile: { name }, wa_id: waId }],
    messages: [
      {
        from: waId,
        id: `wamid.${randomBytes(24).toString('base64url')}`,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
  });
}

function delivery(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}
