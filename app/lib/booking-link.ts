import { PRESELECT_PARAMS } from '@content/forms/kinds';

/**
 * A book button's link that carries the choice: /appointment?service=Diabetes&doctor=Dr.+Ananya+Rao
 * (content/forms/kinds.ts PRESELECT_PARAMS; the form chooses them with and without JavaScript).
 */
export function bookingHref(choice: { service?: string; doctor?: string }): string {
  const query = new URLSearchParams();
  if (choice.service) query.set(PRESELECT_PARAMS.serviceName!, choice.service);
  if (choice.doctor) query.set(PRESELECT_PARAMS.select!, choice.doctor);
  const search = query.toString();
  return search ? `/appointment?${search}` : '/appointment';
}
