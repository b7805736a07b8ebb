import type { DeskBookedVisit } from '../../diary/store/desk-visits';
import { desk } from '../../../content/desk';
import { fill } from '../../content';
import { ALL_STATUSES, inboxHref, type InboxFilters } from '../inbox-filters';
import type { DeskRequest, FailedMail, InboxPage, Staff } from '../store/types';
import { Layout, Notice } from './layout';
import { namesOf, RequestLine, statusLabel } from './request-parts';
import { requestPath } from '../request-path';
import { WhatsappAttention } from './whatsapp-parts';
import type { ComponentProps } from 'react';

/** The inbox: today's and tomorrow's visits, failed e-mails, the search with its filters and a page of requests. */

export interface InboxProps {
  practiceName: string;
  staff: Staff;
  inbox: InboxPage;
  filters: InboxFilters;
  page: number;
  pageSize: number;
  doctors: string[];
  today: DeskRequest[];
  tomorrow: DeskRequest[];
  /** The visits the desk booked for callers and walk-ins, today and tomorrow. */
  booked: { today: DeskBookedVisit[]; tomorrow: DeskBookedVisit[] };
  /** The desk's own bookings the search names. */
  found: DeskBookedVisit[];
  failed: FailedMail[];
  /** The WhatsApp channel's trouble (empty when it is off). */
  whatsapp: ComponentProps<typeof WhatsappAttention>;
  saved: boolean;
}

/** One line of a day's visits: a request's (linking to it) or the desk's own booking (linking to its day). */
interface VisitLine {
  key: string;
  time: string;
  name: string;
  href: string;
  doctor: string;
  phone?: string;
}

const requestLine = (visit: DeskRequest): VisitLine => ({
  key: visit.id,
  time: visit.visit?.time ?? '',
  name: namesOf(visit),
  href: requestPath(visit.ref),
  doctor: visit.visit?.doctor ?? '',
});

const bookedLine = (visit: DeskBookedVisit): VisitLine => ({
  key: visit.id,
  time: visit.time,
  name: visit.name,
  href: `/desk/day?date=${visit.date}`,
  doctor: visit.doctor,
  phone: visit.phone,
});

function Visits({ heading, visits }: { heading: string; visits: VisitLine[] }) {
  const lines = [...visits].sort((a, b) => a.time.localeCompare(b.time));
  return (
    <section className="card" aria-labelledby={`visits-${heading}`}>
      <h2 id={`visits-${heading}`}>{heading}</h2>
      {lines.length === 0 ? (
        <p>{desk.pages.noVisits}</p>
      ) : (
        <ul className="visits">
          {lines.map((visit) => (
            <li key={visit.key}>
              <span className="time">{visit.time}</span> <a href={visit.href}>{visit.name}</a>{' '}
              <span className="when">{visit.doctor}</span>
              {visit.phone ? <span className="when"> {visit.phone}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The desk's own bookings a search names: each with its day, linking to it. */
function FoundAtTheDesk({ visits }: { visits: DeskBookedVisit[] }) {
  if (visits.length === 0) return null;
  return (
    <section className="card" aria-labelledby="found-at-desk">
      <h2 id="found-at-desk">{desk.pages.bookedAtDesk}</h2>
      <ul className="visits">
        {visits.map((visit) => (
          <li key={visit.id}>
            <a href={`/desk/day?date=${visit.date}`}>
              {visit.date} {visit.time}
            </a>{' '}
            {visit.name} <span className="when">{visit.doctor}</span> <span className="when">{visit.phone}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links to the previous and next pages, and to each page when there are few. */
function Pages({ filters, page, last }: { filters: InboxFilters; page: number; last: number }) {
  if (last === 1) return null;
  const numbers = last <= 12 ? Array.from({ length: last }, (_, index) => index + 1) : [];
  return (
    <nav aria-label={desk.pages.pages} className="pages">
      {page > 1 ? (
        <a href={inboxHref(filters, page - 1)} rel="prev">
          {desk.pages.previousPage}
        </a>
      ) : null}
      {numbers.map((number) =>
        number === page ? (
          <span key={number} aria-current="page">
            {number}
          </span>
        ) : (
          <a key={number} href={inboxHref(filters, number)}>
            {number}
          </a>
        ),
      )}
      {page < last ? (
        <a href={inboxHref(filters, page + 1)} rel="next">
          {desk.pages.nextPage}
        </a>
      ) : null}
    </nav>
  );
}

export function Inbox({
  practiceName,
  staff,
  inbox,
  filters,
  page,
  pageSize,
  doctors,
  today,
  tomorrow,
  booked,
  found,
  failed,
  whatsapp,
  saved,
}: InboxProps) {
  return (
    <Layout title={desk.pages.inbox} practiceName={practiceName} staff={staff}>
      <Notice saved={saved} />
      <div className="glance">
        <Visits heading={desk.pages.today} visits={[...today.map(requestLine), ...booked.today.map(bookedLine)]} />
        <Visits
          heading={desk.pages.tomorrow}
          visits={[...tomorrow.map(requestLine), ...booked.tomorrow.map(bookedLine)]}
        />
      </div>
      {failed.length > 0 ? (
        <section className="card problem" aria-labelledby="failed-mail">
          <h2 id="failed-mail">{desk.pages.failedMail}</h2>
          <ul>
            {failed.map((mail) => (
              <li key={mail.id}>
                {mail.ref ? <a href={requestPath(mail.ref)}>{mail.ref}</a> : null} {mail.to}: {mail.subject}
                {mail.lastError ? <span className="when">{mail.lastError}</span> : null}
                <form method="post" action={`/desk/mail/${mail.id}/resend`}>
                  <button type="submit">{desk.pages.resend}</button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <WhatsappAttention {...whatsapp} />
      <form method="get" action="/desk" role="search" className="search">
        <label htmlFor="q">{desk.pages.search}</label>
        <p id="q-hint" className="hint">
          {desk.pages.searchHint}
        </p>
        <div className="row">
          <input id="q" name="q" type="search" defaultValue={filters.q} aria-describedby="q-hint" />
          <button type="submit">{desk.pages.searchButton}</button>
        </div>
        <fieldset className="filters">
          <legend>{desk.pages.filters}</legend>
          <label>
            {desk.pages.doctor}
            <select name="doctor" defaultValue={filters.doctor}>
              <option value="">{desk.pages.anyDoctor}</option>
              {doctors.map((doctor) => (
                <option key={doctor}>{doctor}</option>
              ))}
            </select>
          </label>
          <label>
            {desk.pages.status}
            <select name="status" defaultValue={filters.status}>
              <option value="">{desk.pages.anyStatus}</option>
              {ALL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {desk.pages.fromDate}
            <input name="from" type="date" defaultValue={filters.from} />
          </label>
          <label>
            {desk.pages.toDate}
            <input name="to" type="date" defaultValue={filters.to} />
          </label>
          <div className="row">
            <button type="submit">{desk.pages.showButton}</button>
            <a href="/desk">{desk.pages.clearFilters}</a>
          </div>
        </fieldset>
      </form>
      <FoundAtTheDesk visits={found} />
      {inbox.requests.length === 0 ? (
        <p>{desk.pages.empty}</p>
      ) : (
        <>
          <p className="hint">
            {fill(desk.pages.pageCount, {
              first: (page - 1) * pageSize + 1,
              last: (page - 1) * pageSize + inbox.requests.length,
              total: inbox.total,
            })}
          </p>
          <ul className="requests">
            {inbox.requests.map((request) => (
              <RequestLine key={request.id} request={request} practiceName={practiceName} />
            ))}
          </ul>
          <Pages filters={filters} page={page} last={Math.max(1, Math.ceil(inbox.total / pageSize))} />
        </>
      )}
    </Layout>
  );
}
