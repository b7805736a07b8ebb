import { describe, expect, it } from 'vitest';
import { doctorRefusals, narrowedOptions, type DoctorSchedule } from '../../common/forms/doctor-rule';
import { fieldMessages } from '../../content/forms/messages';
import { fill } from '../../content/ui';
import { NOW } from '../fixed-clock';

/**
 * A booking's doctor narrows the services offered and its service the doctors (issue 46), and the refusal a form
 * posted without JavaScript gets names the doctors who do treat the service (common/forms/doctor-rule.ts).
 */

const doctor = (name: string, services: string[]): DoctorSchedule => ({
  name,
  services,
  days: new Set(['monday']),
  consultingHours: [{ day: 'monday', from: '09:00', until: '13:00' }],
});
const doctors = [
  doctor('Dr. Rao', ['Diabetes', 'Hypertension']),
  doctor('Dr. Menon', ['Hypertension', 'Thyroid']),
  doctor('Dr. Iyer', ['Thyroid']),
];
const lists = {
  services: ['Diabetes', 'Hypertension', 'Thyroid', 'Fever'],
  doctors: ['Dr. Rao', 'Dr. Menon', 'Dr. Iyer'],
  countries: ['India'],
};

describe('the booking’s choices', () => {
  it('offers every service and doctor while neither is chosen', () => {
    expect(narrowedOptions(lists, {}, doctors)).toEqual(lists);
  });

  it('narrows the services to the chosen doctor’s, keeping the doctors and the countries', () => {
    expect(narrowedOptions(lists, { doctors: 'Dr. Menon' }, doctors)).toEqual({
      ...lists,
      services: ['Hypertension', 'Thyroid'],
    });
  });

  it('narrows the doctors to those who treat the chosen service; a service nobody treats leaves no doctor', () => {
    expect(narrowedOptions(lists, { services: 'Thyroid' }, doctors).doctors).toEqual(['Dr. Menon', 'Dr. Iyer']);
    expect(narrowedOptions(lists, { services: 'Fever' }, doctors).doctors).toEqual([]);
  });

  it('with both chosen, still offers what is chosen in each', () => {
    const both = narrowedOptions(lists, { doctors: 'Dr. Menon', services: 'Hypertension' }, doctors);
    expect(both.services).toEqual(['Hypertension', 'Thyroid']);
    expect(both.doctors).toEqual(['Dr. Rao', 'Dr. Menon']);
  });

  it('ignores a choice that is not in the lists', () => {
    expect(narrowedOptions(lists, { doctors: 'Dr. Nobody', services: 'Astrology' }, doctors)).toEqual(lists);
  });

  it('refuses a service the chosen doctor does not treat, naming the doctors who do, or none', () => {
    const names = { doctor: 'select', service: 'serviceName' };
    const refusal = (service: string) =>
      doctorRefusals(names, { select: 'Dr. Iyer', serviceName: service }, doctors, NOW)[0]!.refusal;
    const message = (service: string) => {
      const { key, slots } = refusal(service);
      return fill(fieldMessages[key as keyof typeof fieldMessages], slots ?? {});
    };
    expect(message('Hypertension')).toBe(
      'Dr. Iyer does not see patients for Hypertension. For Hypertension, please choose Dr. Rao or Dr. Menon, or choose another service.',
    );
    expect(message('Fever')).toBe(
      'Dr. Iyer does not see patients for Fever. Please choose another doctor, or another service.',
    );
    expect(
      doctorRefusals(
        names,
        { select: 'Dr. Iyer', serviceName: 'Diabetes' },
        [...doctors, doctor('Dr. Das', ['Diabetes'])],
        NOW,
      ),
    ).toEqual([
      {
        name: 'select',
        refusal: {
          key: 'doctorServiceOthers',
          slots: { doctor: 'Dr. Iyer', service: 'Diabetes', doctors: 'Dr. Rao or Dr. Das' },
        },
      },
    ]);
  });
});
