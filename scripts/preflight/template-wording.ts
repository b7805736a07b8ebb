/**
 * Wording of the specification's template that a real clinic would not launch with: the preflight names each
 * one while a page still shows it (scripts/preflight/wording.ts). Add a phrase here when another turns up.
 */
export const templateWording = [
  { text: 'Best Health Center Since', why: 'a superlative the clinic cannot show' },
  { text: 'Members', why: 'the template’s pill: the clinic has patients, not members' },
  { text: 'Research More', why: 'the template’s button: the clinic does no research' },
  { text: 'Research Center', why: 'the template’s badge: the clinic runs no research centres' },
  { text: 'Latest Equipments', why: 'the template’s feature card' },
  { text: 'Human Brain Surgery', why: 'a skill bar for care an internal-medicine clinic does not give' },
  { text: 'Dental Fixing', why: 'a skill bar for care an internal-medicine clinic does not give' },
] as const;

/** "About {name}’s HealthCare": the template's heading, filled with a doctor's given name, not the clinic's. */
export const aboutHealthCare = /About .*HealthCare/;
