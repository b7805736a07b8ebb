/**
 * A book button's link that carries the choice: /appointment?service=Diabetes&doctor=Dr.+Ananya+Rao.
 * The parameter names are the form table's `query` of its service and doctor selects
 * (content/forms/table.ts; tests/unit/booking-link.test.ts keeps them equal), written here so a
 * service or doctor page does not load the table.
 */
export function bookingHref(choice: { service?: string; doctor?: string }): string {
  const query = new URLSearchParams();
  if (choice.service) query.set('service', choice.service);
  if (choice.doctor) query.set('doctor', choice.doctor);
  const search = query.toString();
  return search ? `/appointment?${search}` : '/appointment';
}
