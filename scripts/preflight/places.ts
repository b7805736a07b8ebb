import type { Finding, PreflightContent } from './types';

/**
 * Where the clinic is, as its content says it three times: the address's state, its PIN code, and each doctor's
 * medical council. A clinic that rebranded the sample keeps one of them by mistake (a Coimbatore address with the
 * sample's "Karnataka", a Tamil Nadu doctor under the Karnataka Medical Council): the preflight compares them.
 */

/** The states and union territories, as councils and addresses name them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Delhi',
  'Jammu and Kashmir',
  'Puducherry',
] as const;

/**
 * The state of a PIN code, by its first digits, where India Post's zones are one state each (the zones shared by
 * two states, Punjab's with Chandigarh, Uttar Pradesh's with Uttarakhand, Bihar's with Jharkhand, the North East's,
 * give none). The longest prefix decides: 403 is Goa inside Maharashtra's 40-44, 605 Puducherry inside Tamil Nadu's.
 */
const STATE_OF_PIN: Record<string, string> = {
  '11': 'Delhi',
  '12': 'Haryana',
  '13': 'Haryana',
  '17': 'Himachal Pradesh',
  '30': 'Rajasthan',
  '31': 'Rajasthan',
  '32': 'Rajasthan',
  '33': 'Rajasthan',
  '34': 'Rajasthan',
  '36': 'Gujarat',
  '37': 'Gujarat',
  '38': 'Gujarat',
  '39': 'Gujarat',
  '40': 'Maharashtra',
  '403': 'Goa',
  '41': 'Maharashtra',
  '42': 'Maharashtra',
  '43': 'Maharashtra',
  '44': 'Maharashtra',
  '45': 'Madhya Pradesh',
  '46': 'Madhya Pradesh',
  '47': 'Madhya Pradesh',
  '48': 'Madhya Pradesh',
  '49': 'Chhattisgarh',
  '50': 'Telangana',
  '51': 'Andhra Pradesh',
  '52': 'Andhra Pradesh',
  '53': 'Andhra Pradesh',
  '56': 'Karnataka',
  '57': 'Karnataka',
  '58': 'Karnataka',
  '59': 'Karnataka',
  '60': 'Tamil Nadu',
  '605': 'Puducherry',
  '61': 'Tamil Nadu',
  '62': 'Tamil Nadu',
  '63': 'Tamil Nadu',
  '64': 'Tamil Nadu',
  '67': 'Kerala',
  '68': 'Kerala',
  '69': 'Kerala',
  '70': 'West Bengal',
  '71': 'West Bengal',
  '72': 'West Bengal',
  '73': 'West Bengal',
  '737': 'Sikkim',
  '74': 'West Bengal',
  '744': 'Andaman and Nicobar Islands',
  '75': 'Odisha',
  '76': 'Odisha',
  '77': 'Odisha',
  '78': 'Assam',
};

/** The state a PIN code is in, where its zone is one state's. */
export function stateOfPin(postalCode: string | undefined): string | undefined {
  const pin = postalCode?.replace(/\s/g, '') ?? '';
  return /^\d{6}$/.test(pin) ? (STATE_OF_PIN[pin.slice(0, 3)] ?? STATE_OF_PIN[pin.slice(0, 2)]) : undefined;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The states a text names ("Karnataka Medical Council" names Karnataka; "National Medical Commission" none). */
export function statesNamed(text: string): string[] {
  return INDIAN_STATES.filter((state) => new RegExp(`\\b${state}\\b`, 'i').test(text));
}

/** The state the clinic is in: its PIN code's, or, where the PIN's zone is shared, the address's. */
export function clinicState(content: PreflightContent): string | undefined {
  const address = content.site.contact?.address;
  return stateOfPin(address?.postalCode) ?? address?.state;
}

/** The address's state against its PIN code, and each doctor's council against the clinic's state. */
export function placeFindings(content: PreflightContent): Finding[] {
  const findings: Finding[] = [];
  const address = content.site.contact?.address;
  const pinState = stateOfPin(address?.postalCode);
  if (address && pinState && !same(pinState, address.state))
    findings.push({
      level: 'blocker',
      file: 'content/site.ts',
      field: 'contact.address.state',
      why: `"${address.state}", but the PIN code ${address.postalCode} is in ${pinState}: write the clinic's own state (or its PIN code).`,
    });
  const state = clinicState(content);
  if (!state) return findings;
  content.site.doctors.forEach((doctor, index) => {
    const council = doctor.registration?.council ?? '';
    const named = statesNamed(council);
    if (named.length > 0 && !named.some((other) => same(other, state)))
      findings.push({
        level: 'blocker',
        file: 'content/site.ts',
        field: `doctors[${index}].registration.council`,
        why: `"${council}" registers doctors in ${named.join(', ')}, and the clinic is in ${state}: a doctor practising there is registered with ${state}'s council or the National Medical Commission; write ${doctor.name}'s own council and number.`,
      });
  });
  return findings;
}

/** Each key of content/diary.ts's doctors' appointment lengths that names no doctor of content/site.ts. */
export function diaryKeyFindings(content: PreflightContent): Finding[] {
  const keys = new Set(content.site.doctors.map((doctor) => doctor.key));
  return Object.keys(content.diary.slotMinutesByDoctor)
    .filter((key) => !keys.has(key))
    .map((key) => ({
      level: 'blocker' as const,
      file: 'content/diary.ts',
      field: `slotMinutesByDoctor.${key}`,
      why: `"${key}" is no doctor's key in content/site.ts (${[...keys].join(', ')}): that length applies to no one. Use the doctor's key, or remove it.`,
    }));
}
