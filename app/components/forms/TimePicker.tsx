import type { FieldSpec } from '@content/forms/kinds';
import { timePickerWords as words } from '@content/forms/time-picker';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFieldError } from '@common/forms/field-errors';

/**
 * A booking's optional time (the form table's `time` row) on the site's forms: the free times of the chosen doctor on
 * the chosen date, from the service (GET /api/availability, the one availability function), as a radio group the
 * keyboard moves through, "No particular time" first and chosen, so picking stays optional. Read again whenever the
 * doctor or the date changes, and when the time is refused (the service's "just taken", or the form's own check): a
 * time still free stays chosen, one no longer free leaves the list and the choice goes back to "No particular
 * time". Loaded with the form's feedback on the first change of the date (app/components/forms/EnhancedForm.tsx), and
 * drawn just after the date's field. Without JavaScript the form service offers the free times once the request is
 * sent (server/forms/time-step.tsx).
 */

/** `closed`: why the date has no time (the service's words, which refuse a request for it too). */
type Times = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; times: string[]; closed?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The control of a field of the form, by the field's name. */
const controlOf = (form: HTMLFormElement, field?: FieldSpec) => {
  const control = field && form.elements.namedItem(field.name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control : null;
};

export function TimePicker({ fields }: { fields: readonly FieldSpec[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const field = fields.find((each) => each.type === 'time');
  const form = anchor?.closest('form');
  return (
    <>
      <span ref={setAnchor} hidden />
      {form && field && <TimeChoice form={form} field={field} fields={fields} />}
    </>
  );
}

function TimeChoice({
  form,
  field,
  fields,
}: {
  form: HTMLFormElement;
  field: FieldSpec;
  fields: readonly FieldSpec[];
}) {
  const doctorControl = controlOf(
    form,
    fields.find((each) => each.options === 'doctors'),
  );
  const dateControl = controlOf(
    form,
    fields.find((each) => each.type === 'date'),
  );
  const read = () => ({ doctor: doctorControl?.value ?? '', date: dateControl?.value ?? '' });
  const [chosen, setChosen] = useState(read);
  const [times, setTimes] = useState<Times>({ state: 'loading' });
  const [picked, setPicked] = useState('');
  const [host, setHost] = useState<HTMLElement>();
  const error = useFieldError(field.name);
  const id = `${dateControl?.id ?? field.name}-time`;
  const doctor = site.doctors.find((each) => each.name === chosen.doctor);
  const ready = doctor && DATE.test(chosen.date);

  useEffect(() => {
    // The picker's place in the grid of fields: just after the date's field.
    const place = document.createElement('div');
    place.className = 'sm:col-span-2';
    (dateControl?.parentElement ?? form).after(place);
    setHost(place);
    const update = () => setChosen(read);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('change', update);
      place.remove();
    };
    // The form and its controls live as long as the picker: its place is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  useEffect(() => {
    if (!ready) return;
    const aborted = new AbortController();
    setTimes({ state: 'loading' });
    const query = new URLSearchParams({ doctor: doctor.slug, from: chosen.date, to: chosen.date });
    const url = new URL(`/api/availability?${query}`, new URL(site.formActions.appointments, window.location.href));
    fetch(url, { signal: aborted.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { times: Array<{ time: string }>; closed?: string }) => {
        const free = body.times.map((each) => each.time);
        setTimes({ state: 'ready', times: free, closed: body.closed });
        setPicked((current) => (free.includes(current) ? current : ''));
      })
      .catch(() => aborted.signal.aborted || setTimes({ state: 'failed' }));
    return () => aborted.abort();
    // A refusal of the time (`error`) reads the free times again: the time just taken is no longer one of them.
  }, [doctor, chosen.date, ready, error]);

  if (!ready || !host) return null;
  const status =
    times.state === 'ready' ? (times.times.length ? '' : (times.closed ?? words.none)) : words[times.state];
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const options = times.state === 'ready' && times.times.length ? ['', ...times.times] : [];
  return createPortal(
    <fieldset id={id} aria-describedby={describedBy} data-time-picker className="space-y-2">
      <legend className="mb-1.5 text-sm font-semibold">{fill(words.legend, { doctor: doctor.name })}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {words.hint}
      </p>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
      {options.length > 0 && (
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
    </fieldset>,
    host,
  );
}
