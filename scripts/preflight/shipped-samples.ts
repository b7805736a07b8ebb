/**
 * The sample clinic's identity and the other sample values this repository ships in content/: a committed snapshot,
 * since a rebranded clinic's content/ no longer holds them. The pages never say they are samples (a patient must not
 * read that); the preflight does, by recognising these exact values wherever the build draws them. Kept small and
 * exact: the preflight blocks only what is listed here. tests/unit/preflight-identity.test.ts fails when the shipped
 * content holds an identity value this list lacks.
 */
export const shippedSamples = {
  practiceName: 'Sanjeevani Internal Medicine Clinic',
  /** The clinic's short name, as in "Sanjeevani Clinic" (the WhatsApp message, the social labels). */
  shortName: 'Sanjeevani',
  city: 'Bengaluru',
  /** The city's other spellings, as a clinic's prose may have them. */
  cityAliases: ['Bangalore', 'Bengalooru'],
  /** The state of the sample's address and of its doctors' council. */
  state: 'Karnataka',
  locality: 'Indiranagar',
  postalCode: '560038',
  foundingYear: 2007,
  street: '12, 4th Cross, Dhanvantari Road',
  /** Numbers of the sample content that are not in the 98765 4321x family (isDummyPhone). */
  phones: ['+91 80 4000 1234'],
  /** Fictional people: the doctors, the team, the visiting consultants and the grievance officer. */
  people: [
    'Dr. Ananya Rao',
    'Dr. Vikram Menon',
    'Sr. Mary Thomas',
    'Mr. Imran Qureshi',
    'Dr. Meera Krishnan',
    'Mr. Arjun Shetty',
    'Ms. Deepa Joseph',
    'Mr. Suresh Babu',
    'Dr. Raghavan Iyer',
    'Dr. Sneha Kulkarni',
    'Ms. Kavya Iyer',
  ],
  /** The sample doctors' given names, as prose may name them alone ("Ananya will call you back"). */
  doctorGivenNames: ['Ananya', 'Vikram'],
  /**
   * The sample's name, city, locality and doctors in the scripts of its own notices (Devanagari, Kannada) and of the
   * neighbouring states' (Tamil, Telugu), as a translated notice or page may write them.
   */
  inIndianScripts: [
    'संजीवनी',
    'ಸಂಜೀವನಿ',
    'ಸಂಜೀವಿನಿ',
    'சஞ்சீவனி',
    'సంజీవని',
    'बेंगलुरु',
    'बेंगलूरु',
    'बैंगलोर',
    'ಬೆಂಗಳೂರು',
    'பெங்களூரு',
    'బెంగళూరు',
    'इंदिरानगर',
    'ಇಂದಿರಾನಗರ',
    'अनन्या राव',
    'ಅನನ್ಯಾ ರಾವ್',
    'ಅನನ್ಯ ರಾವ್',
    'विक्रम मेनन',
    'ವಿಕ್ರಮ್ ಮೆನನ್',
  ],
  /** The sample doctors' qualifications: another doctor's only if one of the clinic's own doctors holds them. */
  qualifications: ['MBBS, MD (General Medicine)', 'MBBS, MD (Pharmacology), DNB (General Medicine)'],
  partners: [
    'Arogya Diagnostics',
    'Hridaya Heart Institute',
    'Kaveri Care Hospital',
    'Drishti Imaging Centre',
    'Nidana Pathology Laboratory',
  ],
  testimonialNames: ['Lakshmi R.', 'Ramesh K.', 'Ayesha S.', 'Prakash N.', 'Sunita M.', 'Kiran D.'],
  /** Ids of the sample blog comments. */
  commentIds: ['meera-2024-04-20', 'admin-2024-04-21', 'rahul-2024-04-24'],
  /** The spec's skill bars, care an internal-medicine clinic does not give. */
  skillLabels: ['Human Brain Surgery', 'Dental Fixing', 'Digital X-Ray'],
  /**
   * SHA-256 of content/media/clinic-tour.mp4 and its captions, made from the artwork by scripts/make-clinic-video.ts.
   */
  videoSha256: '3a8593665d767ce27d059d04204af8486df600c33368094a7bed1aa7da317c8f',
  captionsSha256: 'b134d5fad10c72505208c75b2775d9976ab1d79e98300c9dae237747f55407e6',
  /** The Service Report's sample fee. */
  fee: '₹2,500',
} as const;

/** Hosts reserved for examples (RFC 2606), in e-mail addresses and URLs. */
export const exampleHost = /(^|\.)example\.(com|org|net)$/i;

/** The well-known dummy mobile number 98765 43210 and its neighbours (98765 43211, ...), in any spacing. */
export function isDummyPhone(value: string): boolean {
  return /987654321\d/.test(value.replace(/\D/g, ''));
}

/**
 * A value marked as a stand-in: "(sample)", "placeholder", "lorem ipsum", "dummy". The bare word "sample" is no mark:
 * "Sample Collection" is a real role.
 */
export const standInMark = /\(\s*sample\s*\)|\bplaceholder\b|\blorem ipsum\b|\bdummy\b/i;

/** A registration number that is no number: no digit but zeros, or a word such as "SAMPLE". */
export function isPlaceholderRegistration(number: string): boolean {
  return !/[1-9]/.test(number) || /sample|example|placeholder|dummy/i.test(number) || /x{3,}/i.test(number);
}
