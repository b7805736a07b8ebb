import { whatsapp } from '../../../content/whatsapp';
import type { WhatsappMessageKind } from '../../../content/schema/whatsapp';
import { formatIst } from '../../mail/compose';
import type { DeliveryState } from '../../whatsapp/webhook-events';

/**
 * The front desk's view of the WhatsApp channel (content/whatsapp.ts has its words): on a request, its messages with
 * what the outbox did and what Meta reported since, and the patient's replies; on the inbox, the messages that need
 * staff (refused, or of unknown outcome after a stop mid-send) with Send again, and a configuration failure.
 */

export type WhatsappStatus = 'pending' | 'in_flight' | 'sent' | 'failed' | 'unknown';

export interface WhatsappMessageView {
  id: number;
  ref: string;
  kind: WhatsappMessageKind;
  to: string;
  status: WhatsappStatus;
  error: string | null;
  delivery: DeliveryState | null;
  deliveryAt: string | null;
  createdAt: string;
}

export interface WhatsappReplyView {
  from: string;
  profileName: string | null;
  text: string;
  receivedAt: string;
  ref: string | null;
}

const words = whatsapp.desk;

function ResendButton({ id }: { id: number }) {
  return (
    <form method="post" action={`/desk/whatsapp/${id}/resend`}>
      <button type="submit">{words.resend}</button>
    </form>
  );
}

function MessageLine({ message, withRef }: { message: WhatsappMessageView; withRef?: boolean }) {
  const state = message.status === 'sent' && message.delivery ? `, ${words.delivery[message.delivery]}` : '';
  return (
    <li data-whatsapp-status={message.status} data-whatsapp-delivery={message.delivery ?? undefined}>
      {withRef ? (
        <>
          <a href={`/desk/requests/${encodeURIComponent(message.ref)}`}>{message.ref}</a>{' '}
        </>
      ) : null}
      <strong>{words.kinds[message.kind]}</strong> {message.to}: {words.statuses[message.status]}
      {state}
      <span className="when">{formatIst(message.deliveryAt ?? message.createdAt)}</span>
      {message.error && message.status !== 'sent' ? <span className="when">{message.error}</span> : null}
      {message.status === 'failed' || message.status === 'unknown' ? <ResendButton id={message.id} /> : null}
    </li>
  );
}

/** A request's WhatsApp messages and replies, or why its number is not used. */
export function WhatsappSection({
  messages,
  replies,
  refusal,
}: {
  messages: WhatsappMessageView[];
  replies: WhatsappReplyView[];
  refusal: string | null;
}) {
  if (messages.length === 0 && replies.length === 0 && !refusal) return null;
  return (
    <section className="card" aria-labelledby="whatsapp">
      <h2 id="whatsapp">{words.heading}</h2>
      {refusal ? (
        <p>
          {words.numberNotUsed}: {refusal}
        </p>
      ) : null}
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <MessageLine key={message.id} message={message} />
          ))}
        </ul>
      ) : null}
      {replies.length > 0 ? (
        <>
          <h3>{words.replies}</h3>
          <ul>
            {replies.map((reply) => (
              <li key={`${reply.from}-${reply.receivedAt}`}>
                <span className="when">{formatIst(reply.receivedAt)}</span> {reply.profileName ?? reply.from}:{' '}
                {reply.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The inbox's WhatsApp trouble: a configuration failure, and the messages staff may send again. */
export function WhatsappAttention({
  configuration,
  messages,
}: {
  /** Meta's refusal of the clinic's token or settings, while messages wait on it. */
  configuration: string | null;
  messages: WhatsappMessageView[];
}) {
  if (!configuration && messages.length === 0) return null;
  return (
    <section className="card problem" aria-labelledby="whatsapp-attention">
      <h2 id="whatsapp-attention">{words.attention}</h2>
      {configuration ? (
        <p role="alert">
          {words.configuration} <span className="when">{configuration}</span>
        </p>
      ) : null}
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <MessageLine key={message.id} message={message} withRef />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
