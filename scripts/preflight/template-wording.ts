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

/**
 * The template's superlatives, looked for in every content file the build draws (the list above is the home
 * page's, which holds "Best Health Center Since"): a clinic may not call itself the best (Indian Medical Council
 * regulations, 6.1.1).
 */
export const templateSuperlatives = ['Bringing you the Best Healthcare', 'Meet Our Best Doctors'] as const;

/**
 * The template's side-panel services (content/navigation.ts sidePanelServices.general): each is a service the clinic
 * offers only if it links to one of the clinic's service pages.
 */
export const templateSidePanelServices = [
  'General Health Check-ups',
  'Cardiology Services',
  'Mental Health Support',
  'Pediatric Care',
  'Vaccination Programs',
  'Physical Therapy',
  'Chronic Disease Management',
] as const;

/** "About {name}’s HealthCare": the template's heading, filled with a doctor's given name, not the clinic's. */
export const aboutHealthCare = /About .*HealthCare/;
