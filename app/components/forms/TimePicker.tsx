import { timePickerWords as words } from '@content/forms/time-picker';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { useEffect, useState } from 'react';
import type { TimeInputProps } from '@common/forms/TableFields';

/**
 * The free times of the chosen doctor on the chosen date, from the service (GET /api/availability, the one
 * availability function), as a radio group the keyboard moves through: "No particular time" first and chosen, so
 * picking stays optional. Read again whenever the doctor or the date changes; a time still free stays chosen. Loaded
 * by TimeChoice.tsx on the first change of either; it imports only what the page has loaded already and its own words,
 * so loading it fetches one small file.
 */

type Times = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; times: string[] };

const valueOf = (form: HTMLFormElement, name?: string) => {
  const control = name ? form.elements.namedItem(name) : null;
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : '';
};

export function TimePicker({
  field,
  id,
  value,
  error,
  doctorField,
  dateField,
  form,
}: TimeInputProps & { form: HTMLFormElement }) {
  const read = () => ({ doctor: valueOf(form, doctorField), date: valueOf(form, dateField) });
  const [chosen, setChosen] = useState(read);
  const [times, setTimes] = useState<Times>({ state: 'loading' });
  const [picked, setPicked] = useState(value ?? '');
  const doctor = site.doctors.find((each) => each.name === chosen.doctor);

  useEffect(() => {
    const update = () => setChosen(read);
    form.addEventListener('change', update);
    return () => form.removeEventListener('change', update);
  });

  useEffect(() => {
    if (!doctor || !/^\d{4}-\d{2}-\d{2}$/.test(chosen.date)) return;
    const aborted = new AbortController();
    setTimes({ state: 'loading' });
    const query = new URLSearchParams({ doctor: doctor.slug, from: chosen.date, to: chosen.date });
    const url = new URL(`/api/availability?${query}`, new URL(site.formActions.appointments, window.location.href));
    fetch(url, { signal: aborted.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { times: Array<{ time: string }> }) => {
        const free = body.times.map((each) => each.time);
        setTimes({ state: 'ready', times: free });
        setPicked((current) => (free.includes(current) ? current : ''));
      })
      .catch(() => aborted.signal.aborted || setTimes({ state: 'failed' }));
    return () => aborted.abort();
  }, [doctor, chosen.date]);

  if (!doctor || !/^\d{4}-\d{2}-\d{2}$/.test(chosen.date)) return null;
  const status = times.state === 'ready' ? (times.times.length ? '' : words.none) : words[times.state];
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const options = times.state === 'ready' ? ['', ...times.times] : [];
  return (
    <fieldset id={id} aria-describedby={describedBy} data-time-picker className="space-y-2">
      <legend className="mb-1.5 text-sm font-semibold">{fill(words.legend, { doctor: doctor.name })}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {words.hint}
      </p>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
      {options.length > 1 && (
        <div className="flex flex-wrap gap-2">
          {options.map((time) => (
            <label
              key={time || 'none'}
              className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-mist"
            >
              <input
                type="radio"
                name={field.name}
                value={time}
                checked={picked === time}
                onChange={() => setPicked(time)}
                className="size-4 accent-brand-700"
              />
              {time || words.noTime}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
