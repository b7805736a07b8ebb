import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { TimeInputProps } from '@common/forms/TableFields';

type Picker = ComponentType<TimeInputProps & { form: HTMLFormElement }>;

/**
 * A booking's optional time on the site's forms: nothing on first load; the first change of the doctor or the date
 * loads the picker (TimePicker.tsx), so the page's first JavaScript carries only this. Without JavaScript the form
 * service offers the free times after the request is sent (server/forms/time-step.tsx).
 */
export function TimeChoice(props: TimeInputProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [picker, setPicker] = useState<{ Picker: Picker; form: HTMLFormElement }>();
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const load = (event: Event) => {
      const { name } = event.target as HTMLInputElement;
      if (name !== props.doctorField && name !== props.dateField) return;
      form.removeEventListener('change', load);
      import('./TimePicker').then(
        ({ TimePicker }) => setPicker({ Picker: TimePicker, form }),
        () => {},
      );
    };
    form.addEventListener('change', load);
    return () => form.removeEventListener('change', load);
  }, [props.doctorField, props.dateField]);
  return (
    <div ref={ref} hidden={!picker} className="sm:col-span-2">
      {picker && <picker.Picker {...props} form={picker.form} />}
    </div>
  );
}
