import { doctorPortrait } from './helpers';
import { livePath, showcaseOr } from './showcase';
import type { HomeSections } from './schema/home-sections';
import { site } from './site';

/** The doctor whose portrait stands beside 'Why Choose Us'. */
const leadDoctor = site.doctors[0]!;

/**
 * Words, numbers, links and images of the home page sections. All three home layouts share them;
 * content/home.ts says which sections each layout shows. {name}, {year} and {phone} are filled in
 * from content/site.ts. SAMPLE text: review it with the clinic before going live.
 */
export const homeSections: HomeSections = {
  hero: {
    // The specification's 'Members' pill, drawn with the showcase only.
    pill: showcaseOr<string | undefined>('Members', undefined),
    pillAvatars: ['patients/patient-1.svg', 'patients/patient-3.svg', 'patients/patient-4.svg'],
    // The specification's superlative with the showcase; a clinic may not call itself the best (IMC 6.1.1).
    title: showcaseOr('Bringing you the Best Healthcare', 'Careful medicine, close to home'),
    lead: 'Careful diagnosis, clear treatment plans and preventive care from two experienced physicians, close to home.',
    bookButton: 'Book Appointment',
    phoneLabel: 'Call us',
    socialLabel: 'Follow us',
    image: 'hero/hero.svg',
    imageAlt: 'Illustration of the clinic’s two doctors, a woman and a man in white coats',
    videoVariant: {
      title: 'Bringing you the Best Healthcare',
      lead: 'One clinic for the whole picture: we listen, we test only what matters, and we explain every result in plain words.',
      image: 'hero/hero-2.svg',
      imageAlt: 'Illustration of a doctor explaining a report to a patient at the clinic',
      researchLink: { label: 'Research More', path: '/about' },
      videoButton: 'Watch A Video',
    },
  },
  video: {
    title: 'A short tour of the clinic',
    // SAMPLE: made from the site's artwork by scripts/make-clinic-video.ts. Replace both files in content/media with
    // the clinic's own tour and captions.
    src: '/media/clinic-tour.mp4',
    captions: '/media/clinic-tour.en.vtt',
    captionsLanguage: 'en',
    poster: 'clinic/reception.jpg',
    description:
      'A 15-second tour without sound: the reception, a consultation room, the tests done at the clinic, and how to book. Captions describe each scene.',
  },
  counters: {
    label: 'The clinic in numbers',
    notes: [
      'Patients and families we have looked after since we opened.',
      'Of patients who rated their visit in our feedback form.',
    ],
  },
  about: {
    eyebrow: 'About Us',
    title: showcaseOr('About {name}’s HealthCare', 'About the clinic'),
    since: showcaseOr('Best Health Center Since - {year}', 'In the neighbourhood since {year}'),
    paragraphs: [
      'Diagnostic medicine is at the heart of what we do. Our lead physician has more than 15 years of experience finding the cause of symptoms that have not yet been explained, and of long-term conditions such as diabetes, high blood pressure and thyroid disease.',
      'We use your history, a careful examination and only the tests that will change your care, and read the results together with you. Every treatment plan is written for you and with you, and we follow it up.',
    ],
    moreButton: { label: 'More About', path: '/about' },
    image: 'clinic/reception.jpg',
    imageAlt: 'The clinic’s reception: a bright waiting area with chairs and a front desk',
    badgeWords: ['Diagnostic', 'Treatment', 'Preventive Care'],
    features: [
      {
        title: showcaseOr('Latest Equipments', 'Tests at the clinic'),
        text: 'ECG, blood sample collection and point-of-care tests at the clinic, with results explained the same week.',
        icon: 'equipment',
      },
      {
        title: 'Patient Satisfaction',
        text: 'Unhurried consultations, a call back to confirm every appointment, and a plan you can follow at home.',
        icon: 'satisfaction',
      },
    ],
  },
  bands: {
    servicesLabel: 'What we do',
    services: [
      { label: 'Diagnostic Tests', path: '/Diagnostic-Tests' },
      { label: 'Treatment plans', path: '/Treatment-Plans' },
      { label: 'Preventive care', path: '/Preventive-Care' },
    ],
    specialtiesLabel: 'Specialists we work with',
    specialties: ['Gynecologist', 'Cardiologist', 'Neurologist'],
    pause: 'Pause the moving text',
    play: 'Play the moving text',
  },
  services: {
    eyebrow: 'Our Services',
    title: 'Care for adults and families, under one roof',
    lead: 'From a first set of tests to a long-term plan for diabetes or blood pressure: choose a service to read what it includes.',
    carouselLabel: 'Our services',
    allLink: { label: 'View All Services', path: livePath('/service_details') },
    cardLink: 'Read More',
  },
  servicesSecond: {
    eyebrow: 'Arranged for you',
    title: 'Tests and care through our partners',
    lead: 'What we do not do at the clinic we arrange at accredited partner centres, and we read every result with you.',
    carouselLabel: 'Services through our partners',
    cardLink: 'Read More',
    cards: [
      {
        title: 'Digital X-Ray',
        subtitle: 'Imaging',
        description:
          'Chest and bone X-rays at a partner imaging centre nearby, reported by a radiologist and explained by your doctor.',
        image: 'services/digital-x-ray.svg',
        imageAlt: '',
        path: '/Diagnostic-Tests',
      },
      {
        title: 'Dental',
        subtitle: 'Referral',
        description:
          'When a tooth or gum problem affects your health, we refer you to a trusted dentist and share your medical history.',
        image: 'services/dental.svg',
        imageAlt: '',
        path: livePath('/service_details'),
      },
      {
        title: 'Surgery',
        subtitle: 'Referral',
        description:
          'If you need an operation, we prepare you for it, refer you to a surgeon and look after you when you come home.',
        image: 'services/surgery.svg',
        imageAlt: '',
        path: livePath('/service_details'),
      },
      {
        title: 'Vaccine',
        subtitle: 'Prevention',
        description:
          'Adult vaccines against flu, pneumonia, hepatitis B, tetanus and more, given at the clinic on your schedule.',
        image: 'services/vaccine.svg',
        imageAlt: '',
        path: '/Preventive-Care',
      },
    ],
  },
  brands: { title: 'Laboratories and hospitals we work with', carouselLabel: 'Our partners' },
  doctors: {
    eyebrow: 'Our Doctors',
    title: showcaseOr('Meet Our Best Doctors', 'Meet Our Doctors'),
    lead: 'Two physicians who take the time to listen, explain and follow up.',
    carouselLabel: 'Our doctors',
    profileLink: 'View profile',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our patients say',
    carouselLabel: 'Patient testimonials',
    ratingLabel: '{rating} out of 5 stars',
    monthsAgo: '{months} months ago',
    monthAgo: '{months} month ago',
    bookingTitle: 'Get Book Appointment',
    bookingLead: 'Send your request and the clinic will call you to confirm a time.',
  },
  blog: {
    eyebrow: 'Latest Blog',
    title: 'Health advice from our doctors',
    carouselLabel: 'Latest articles',
    allLink: { label: 'View All Blog', path: '/blog_grid' },
    count: 4,
  },
  closing: {
    title: 'Elevating Customer Experience',
    text: 'Questions about a report, a medicine or an appointment? Write to us or call during opening hours.',
    contactButton: { label: 'Contact Us', path: '/contact' },
    phoneLabel: 'Call us',
    servicesLink: { label: 'Our Services', path: livePath('/service_details') },
  },
  skills: {
    eyebrow: 'Our Skills',
    title: 'Where our experience lies',
    // SAMPLE bars (the spec's): `npm run preflight` lists them until the clinic puts in its own labels and figures.
    lead: 'Where our team has the most experience.',
    // The spec's bars, kept as given (fidelity). They name care an internal-medicine clinic does not
    // give: a clinic must replace them (or remove the section from content/home.ts) before going live.
    bars: [
      { label: 'Human Brain Surgery', percent: 95 },
      { label: 'Dental Fixing', percent: 85 },
      { label: 'Digital X-Ray', percent: 75 },
    ],
    image: 'clinic/consultation-room.jpg',
    imageAlt: 'A consultation room at the clinic with a desk, an examination couch and a blood pressure monitor',
  },
  whyChooseUs: {
    eyebrow: 'Why Choose Us',
    title: 'Care that takes the time to understand you',
    points: [
      {
        title: 'One doctor who knows you',
        text: 'You see the same physician at every visit, who knows your history and your medicines.',
      },
      {
        title: 'Only the tests you need',
        text: 'We explain why each test is asked for and what it will change, and never sell packages.',
      },
      {
        title: 'Plans in plain words',
        text: 'A written plan you can follow at home, with clear warning signs and when to call us.',
      },
      {
        title: 'We call you back',
        text: 'Every request gets a call from the clinic to confirm the time, usually the same day.',
      },
    ],
    image: doctorPortrait(leadDoctor).photo,
    imageAlt: doctorPortrait(leadDoctor).photoAlt,
  },
  departments: {
    eyebrow: 'Medical Department',
    title: 'Our departments',
    carouselLabel: 'Medical departments',
    serviceSlugs: ['Diagnostic-Tests', 'Diabetes', 'Hypertension', 'Geriatric-Disorders'],
    cardLink: 'Read More',
  },
  portfolio: {
    eyebrow: 'Portfolio',
    title: 'Specialist care we arrange for you',
    lead: 'Trusted specialists we refer our patients to, with your history shared and your follow-up kept with us.',
    carouselLabel: 'Specialist care',
    cardLink: 'Read More',
    cards: [
      {
        title: 'Speech Therapy',
        subtitle: 'After a stroke',
        description:
          'Speech and swallowing therapy after a stroke or brain injury, coordinated with your recovery plan.',
        image: 'services/speech-therapy.svg',
        imageAlt: '',
        path: '/Cardiovascular-Accidents',
      },
      {
        title: 'Plastic Surgery',
        subtitle: 'Wound care',
        description:
          'Referral for wounds that will not heal, for example diabetic foot ulcers, to a reconstructive surgeon.',
        image: 'services/plastic-surgery.svg',
        imageAlt: '',
        path: '/Diabetes',
      },
      {
        title: 'Dental Whitening',
        subtitle: 'Oral health',
        description:
          'Dental care through a partner dentist, with your medicines and conditions shared before treatment.',
        image: 'services/dental-whitening.svg',
        imageAlt: '',
        path: livePath('/service_details'),
      },
      {
        title: 'Physical Therapy',
        subtitle: 'Mobility',
        description:
          'Physiotherapy for joint pain, balance and recovery after illness, with exercises you can do at home.',
        image: 'services/physical-therapy.svg',
        imageAlt: '',
        path: '/Geriatric-Disorders',
      },
      {
        title: 'Radiology',
        subtitle: 'Imaging',
        description: 'Ultrasound, CT and MRI at accredited partner centres, with the report explained by your doctor.',
        image: 'services/radiology.svg',
        imageAlt: '',
        path: '/Diagnostic-Tests',
      },
    ],
  },
  expandable: {
    eyebrow: 'What we look after',
    title: 'Explore our services',
    boxes: [
      {
        title: 'Health issues',
        text: 'Fever, tiredness, weight changes and symptoms that have not been explained yet.',
        path: livePath('/service_details'),
      },
      {
        title: 'Ophthalmology',
        text: 'Eye checks for diabetes and blood pressure, and referral to an eye specialist when needed.',
        path: livePath('/service_details'),
      },
      {
        title: 'Dental Services',
        text: 'Dental problems that affect your general health, with referral to a trusted dentist.',
        path: livePath('/service_details'),
      },
      {
        title: 'Neurology Care',
        text: 'Headaches, numbness and memory concerns: first tests here, then a neurologist if needed.',
        path: livePath('/service_details'),
      },
      {
        title: 'Adult medicine',
        text: 'Long-term care for adults: diabetes, blood pressure, thyroid and heart health.',
        path: livePath('/service_details'),
      },
    ],
    initiallyOpen: 2,
  },
  team: {
    eyebrow: 'Our Team',
    title: 'Explore Our Team',
    memberNames: [...site.doctors.map((doctor) => doctor.name), 'Dr. Meera Krishnan', 'Sr. Mary Thomas'],
    allLink: { label: 'Meet the whole team', path: '/team' },
  },
};
