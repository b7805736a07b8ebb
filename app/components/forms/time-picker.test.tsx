// @vitest-environment jsdom
import { diary } from '@content/diary';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { addDays, todayInKolkata, weekdayOf } from '@common/booking-dates';
import { AppointmentFormA } from './AppointmentForm';

/*
 * The booking form's time picker after the service refuses the picked time as "just taken" (another patient held it
 * between the picker's reading and the post): the picker reads the free times again, so the taken time is no longer
 * offered, and the choice is back on "No particular time", with the service's words beside the group.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const radio = (picker: HTMLElement, name: string) => within(picker).getByRole<HTMLInputElement>('radio', { name });

/** A weekday at least three days ahead: Dr. Ananya Rao consults, and nothing of it is past. */
function consultingDay(): string {
  let date = addDays(todayInKolkata(), 3);
  while (['saturday', 'sunday'].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

it('reads the free times again after "just taken": the taken time is gone and not chosen', async () => {
  const date = consultingDay();
  let free = ['10:00', '10:15', '10:30'];
  const availability: string[] = [];
  const posted: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        posted.push(new URLSearchParams(String(init.body)));
        // Another patient held 10:15 a moment ago: the service refuses it, and it is no longer free.
        free = free.filter((time) => time !== '10:15');
        return Response.json({ ok: false, errors: { booking_time: diary.messages.justTaken } }, { status: 422 });
      }
      availability.push(url.search);
      return Response.json({ times: free.map((time) => ({ date, time })) });
    }),
  );

  const { container } = render(
    <MemoryRouter>
      <AppointmentFormA />
    </MemoryRouter>,
  );
  const form = container.querySelector('form')!;
  const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  fireEvent.change(control('name'), { target: { value: 'Asha Kulkarni' } });
  fireEvent.change(control('email'), { target: { value: 'asha@example.org' } });
  fireEvent.change(control('number'), { target: { value: '+91 98450 12345' } });
  fireEvent.change(control('serviceName'), { target: { value: 'Diabetes' } });
  fireEvent.change(control('select'), { target: { value: 'Dr. Ananya Rao' } });
  fireEvent.click(control('consent'));
  fireEvent.change(control('booking_date'), { target: { value: date } });

  const picker = await screen.findByRole('group', { name: 'Free times with Dr. Ananya Rao that day (optional)' });
  fireEvent.click(await within(picker).findByRole('radio', { name: '10:15' }));
  expect(radio(picker, '10:15').checked).toBe(true);

  fireEvent.submit(form);
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]!.get('booking_time')).toBe('10:15');

  // The picker read the free times again: 10:15 is gone, nothing taken is chosen, the refusal is said.
  await waitFor(() => expect(availability).toHaveLength(2));
  await waitFor(() => expect(within(picker).queryByRole('radio', { name: '10:15' })).toBeNull());
  expect(radio(picker, '10:00').checked).toBe(false);
  expect(radio(picker, 'No particular time').checked).toBe(true);
  expect(picker.textContent).toContain(diary.messages.justTaken);
});
