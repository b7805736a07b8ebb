import type { ClinicPages } from './schema/clinic-pages';

/**
 * Words, images and links of the clinic pages (about, appointment, contact, services, department,
 * team, projects, testimonial, FAQs). Names, numbers and addresses come from content/site.ts;
 * people from content/team.ts and content/testimonials.ts; questions from content/faqs.ts.
 * SAMPLE patient names and programmes: replace them with the clinic's own before going live.
 */
export const clinicPages = {
  about: {
    story: {
      heading: {
        eyebrow: 'About Us',
        title: 'A neighbourhood clinic for careful, unhurried medicine',
        lead: 'Two physicians, one small team, and the time to listen.',
      },
      paragraphs: [
        'The clinic opened in {locality} in {foundingYear} with a simple idea: that adults with puzzling symptoms or long-term illnesses deserve a doctor who has time to listen, examine them properly and explain what is going on. It has grown since then, but it is still a two-doctor internal medicine practice where you see the same physician from one visit to the next.',
        'Our physicians look after diabetes, high blood pressure, thyroid and other hormone problems, infections, and the many conditions that become common with age. We order only the tests that will change what we do next, explain the results in plain language, and write a treatment plan together with you and, if you wish, your family.',
        'Between visits we stay in touch: the front desk calls to remind you of reviews, our pharmacist goes through your medicines with you, and we work with trusted laboratories, imaging centres and hospitals nearby when you need more than a clinic can offer.',
      ],
      image: { src: 'clinic/reception.jpg', alt: 'The clinic’s reception desk with a waiting area and plants' },
      secondImage: { src: 'clinic/consultation-room.jpg', alt: 'A consultation room with an examination couch and a doctor’s desk' },
      facts: ['Caring for Bengaluru families since {foundingYear}', 'Two physicians in internal medicine', 'Reports explained in plain language', 'Open Monday to Friday, 09:00 to 16:00'],
      contactButton: { label: 'Contact Us', path: '/contact' },
    },
    statisticsTitle: 'The clinic in numbers',
    values: {
      heading: { eyebrow: 'How we work', title: 'What you can expect from us' },
      items: [
        { title: 'Time to listen', text: 'A first consultation is booked for thirty minutes, so that your history, your worries and your questions all get heard.' },
        { title: 'Only useful tests', text: 'We explain why each test is needed and what it will change. You will never be pushed into a package you do not need.' },
        { title: 'A written plan', text: 'You leave with a written plan: your medicines, what to watch for at home, and the date of your next review.' },
        { title: 'Honest referrals', text: 'When you need a specialist or a hospital, we tell you so clearly, send a summary with you, and stay in touch.' },
      ],
    },
  },

  appointment: {
    form: {
      eyebrow: 'Book Appointment',
      title: 'Request an appointment',
      lead: 'Tell us when you would like to come and whom you would like to see. This is a request, not yet a booking: the clinic calls you to confirm a time.',
    },
    nextSteps: {
      title: 'What happens next',
      steps: [
        'The front desk calls you, usually within one working day, to confirm the date and time.',
        'Bring your previous reports, prescriptions and the medicines you take.',
        'Please arrive ten minutes early for your first visit to fill in a short form.',
      ],
    },
    testimonials: { eyebrow: 'Testimonials', title: 'What our patients say' },
    image: { src: 'clinic/consultation-room.jpg', alt: 'A consultation room with an examination couch and a doctor’s desk' },
  },

  contact: {
    form: {
      eyebrow: 'Write to us',
      title: 'Send us a message',
      lead: 'Questions about a visit, a report or a bill? Write to us and we answer during opening hours, usually within one working day. Please do not send medical emergencies by this form.',
    },
    infoBoxes: {
      label: 'How to reach the clinic',
      email: { subtitle: 'Write to us', title: 'E-mail' },
      phone: { subtitle: 'Call us', title: 'Phone' },
      address: { subtitle: 'Visit us', title: 'Address' },
    },
    map: {
      title: 'Find the clinic',
      facadeText: 'The map is provided by OpenStreetMap. It loads only when you ask for it, so that no other website learns of your visit before then.',
      loadButton: 'Show the map',
      iframeTitle: 'Map showing the location of the clinic',
      openInMaps: 'Open in a maps app',
    },
    hoursTitle: 'Opening hours',
  },

  services: {
    heading: {
      eyebrow: 'Our Services',
      title: 'Tests done close to your doctor',
      lead: 'Most of the tests your doctor asks for can be done the same day, at the clinic or at a partner centre nearby, and your doctor reads every result.',
    },
    cards: [
      {
        subtitle: 'Laboratory',
        title: 'Pathology',
        description: 'Blood and urine samples are collected at the clinic every weekday morning and tested by an accredited partner laboratory. Your doctor reviews each report and calls you if something needs attention.',
        image: { src: 'services/pathology.svg', alt: 'Illustration of a microscope beside blood sample tubes' },
        includes: ['Blood counts, sugar and HbA1c', 'Kidney, liver and thyroid tests', 'Cholesterol and lipid profile', 'Urine and stool tests'],
      },
      {
        subtitle: 'Imaging',
        title: 'Radiology',
        description: 'When you need an X-ray, ultrasound or scan, we book it at a trusted imaging centre nearby and send your history with you. The report comes back to your doctor, who explains it at your next visit.',
        image: { src: 'services/radiology.svg', alt: 'Illustration of a chest X-ray on a light box' },
        includes: ['Digital X-ray', 'Ultrasound of the abdomen and neck', 'ECG at the clinic', 'CT and MRI at partner centres'],
      },
    ],
    readMore: { label: 'Read More', path: '/service_details' },
    form: {
      eyebrow: 'Make Appointment',
      title: 'Book a consultation',
      lead: 'Send us your details and preferred date; the clinic calls you to confirm the time.',
    },
  },

  serviceDetails: {
    intro: {
      heading: {
        eyebrow: 'Our departments',
        title: 'Consultation, diagnostics and follow-up under one roof',
      },
      paragraphs: [
        'A clinic works best when the doctor who examines you is also the one who reads your tests and sees you again. At our clinic, consultation, diagnostics and follow-up are not separate departments that pass you along: they are three steps of one plan, led by the same physician.',
        'Your doctor decides which tests you need, our team collects the samples or books the scan, and the results come back to the same doctor. Between visits, the nurse and the pharmacist keep in touch with you, so that small problems are caught before they become large ones.',
      ],
      image: { src: 'clinic/consultation-room.jpg', alt: 'A consultation room with an examination couch and a doctor’s desk' },
    },
    pathway: {
      heading: { eyebrow: 'Your visit', title: 'How the three steps fit together' },
      steps: [
        { title: 'Consultation', text: 'Your physician takes a full history, examines you and goes through the reports and medicines you bring. You leave with a clear idea of what may be wrong and what happens next.' },
        { title: 'Diagnostics', text: 'Blood and urine samples are taken at the clinic; X-rays, ultrasound and scans are booked at partner centres nearby. Only the tests that will change your treatment are ordered.' },
        { title: 'Treatment plan', text: 'Once the results are in, your doctor explains them in plain language and writes a treatment plan with you: medicines, diet and activity, warning signs, and the date of your review.' },
        { title: 'Follow-up', text: 'The front desk reminds you of your review, the pharmacist checks your medicines, and follow-up visits can be held by video once you have been seen in person.' },
      ],
    },
    departments: {
      heading: { eyebrow: 'Who does what', title: 'The parts of the clinic' },
      items: [
        { title: 'Internal medicine', text: 'Our two physicians see adults with new symptoms and long-term conditions such as diabetes, blood pressure, thyroid disease and infections.' },
        { title: 'Sample collection and ECG', text: 'The nursing team draws blood, records ECGs and checks blood pressure, sugar and weight at every visit.' },
        { title: 'Pharmacy review', text: 'Our clinical pharmacist reviews every medicine you take, explains how to take it, and watches for interactions.' },
        { title: 'Physiotherapy', text: 'For joint pain, recovery after illness and balance problems in older adults, our physiotherapist plans exercises you can do at home.' },
      ],
    },
    emergencyNote: {
      title: 'In an emergency',
      text: 'The clinic is not an emergency hospital. For chest pain, signs of a stroke, severe breathlessness, poisoning or a collapse, call 112 at once or go to the nearest hospital emergency department.',
    },
    cta: { title: 'Start with a consultation', text: 'Request an appointment and the clinic will call you to confirm a time that suits you.', button: { label: 'Book Appointment', path: '/appointment' } },
  },

  team: {
    heading: {
      eyebrow: 'Our Team',
      title: 'The people who look after you',
      lead: 'Two physicians, nurses, a pharmacist, a laboratory technician and a physiotherapist, who know you by name.',
    },
  },

  teamDetails: {
    intro: {
      heading: { eyebrow: 'Team Details', title: 'A small team that works as one' },
      paragraphs: [
        'Everyone at the clinic has a part in your care, and we meet every morning before opening to go through the day’s patients together. That way, the nurse who takes your blood pressure knows what your doctor is watching for, and the pharmacist knows why a medicine was changed.',
        'Our two physicians lead every patient’s care. Around them, nurses, a pharmacist, a laboratory technician and a physiotherapist take care of the tests, medicines, exercises and follow-up calls that make a treatment plan work at home.',
      ],
      image: { src: 'clinic/reception.jpg', alt: 'The clinic’s reception desk with a waiting area and plants' },
    },
    roles: {
      heading: { eyebrow: 'Who does what', title: 'Each role in your care' },
      items: [
        { title: 'Physicians', text: 'Examine you, decide on tests and treatment, explain results and write your plan. You see the same doctor at each visit whenever possible.' },
        { title: 'Nursing team', text: 'Record your vital signs, draw blood, do ECGs, dress wounds, give vaccinations, and call you with reminders before a review.' },
        { title: 'Clinical pharmacist', text: 'Goes through every medicine and supplement you take, looks for interactions, and shows you how and when to take each one.' },
        { title: 'Laboratory technician', text: 'Collects and labels samples, sends them to the partner laboratory, and makes sure every report reaches your doctor.' },
        { title: 'Physiotherapist', text: 'Helps with joint pain, stiffness, balance and recovery after illness, with exercises planned for your home and your day.' },
      ],
    },
    doctors: {
      eyebrow: 'Our physicians',
      title: 'The doctors who lead your care',
      lead: 'Read each doctor’s profile: experience, the conditions they treat, and how to reach them.',
    },
    consultants: {
      eyebrow: 'Visiting consultants',
      title: 'Specialists we work with',
      lead: 'When you need a specialist, we refer you to consultants we know and trust, and send your history with you.',
    },
    commitments: {
      title: 'Our commitments to you',
      items: [
        'We introduce ourselves and explain what we are doing and why.',
        'We keep your records and conversations confidential.',
        'We welcome a family member or caregiver at any visit.',
        'We tell you clearly when you need a hospital or a specialist.',
      ],
    },
    cta: { title: 'See one of our doctors', text: 'Request an appointment and the clinic will call you to confirm a time with the doctor of your choice.', button: { label: 'Book Appointment', path: '/appointment' } },
  },

  projects: {
    heading: {
      eyebrow: 'Projects',
      title: 'Health programmes in the community',
      lead: 'Screening camps, awareness sessions and check-up programmes the clinic runs with local associations.',
    },
    projects: [
      { subtitle: 'Health camp', title: 'Free health camps in the neighbourhood', description: 'Blood pressure, blood sugar and weight checks at residents’ associations and temples, with advice on what the numbers mean and when to see a doctor.', image: { src: 'projects/project-1.svg', alt: 'Illustration of a health camp under an awning: a doctor, a nurse checking an older woman’s blood pressure, and a woman waiting her turn' } },
      { subtitle: 'School screening', title: 'Health checks at local schools', description: 'Height, weight, eyesight and anaemia checks for students, with a short note for parents when something needs a doctor’s visit.', image: { src: 'projects/project-2.svg', alt: 'Illustration of a doctor with a tablet beside two school children, a school building and a height chart' } },
      { subtitle: 'Home visits', title: 'Home visits for older adults', description: 'Visits to patients who can no longer travel easily, to review their medicines, check their blood pressure and sugar, and support their families.', image: { src: 'projects/project-3.svg', alt: 'Illustration of a doctor with a tablet visiting an older man sitting on a sofa at home' } },
      { subtitle: 'Education', title: 'Diabetes education classes', description: 'Monthly classes for people with diabetes and their families: food, activity, medicines, sugar checks and foot care, with time for questions.', image: { src: 'projects/project-4.svg', alt: 'Illustration of a doctor presenting charts to a group of patients' } },
    ],
    sliderLabel: 'Our health programmes',
    viewDetails: { label: 'View Details', path: '/project_details' },
    partners: { eyebrow: 'Partners', title: 'Laboratories and hospitals we work with' },
  },

  projectDetails: {
    hero: { src: 'projects/project-1.svg', alt: 'Illustration of a health camp under an awning: a doctor, a nurse checking an older woman’s blood pressure, and a woman waiting her turn' },
    title: 'Health check programme for adults over forty',
    paragraphs: [
      'Many long-term conditions, such as diabetes, high blood pressure and thyroid disease, cause no symptoms for years. This programme finds them early, when simple changes and the right medicines help most. Many people first hear of it at one of our neighbourhood health camps.',
      'It starts with a detailed consultation with one of our physicians, who chooses the tests that suit your age, family history and lifestyle. When the reports are ready, the same doctor goes through every result with you and writes a plan for the year ahead.',
    ],
    includes: {
      title: 'What the programme includes',
      items: [
        'A consultation and full examination',
        'Blood sugar, HbA1c, cholesterol, kidney and thyroid tests',
        'ECG and blood pressure check',
        'Vaccination review for adults',
        'A review visit with a written plan',
      ],
    },
    actionCards: [
      { title: 'Make Appointment', text: 'Choose a day that suits you; the clinic calls to confirm the time.', button: { label: 'Make Appointment', path: '/appointment' } },
      { title: 'Get Consultation', text: 'Not sure the programme is right for you? Ask us first, by message or phone.', button: { label: 'Get Consultation', path: '/contact' } },
    ],
    faq: { heading: { eyebrow: 'Questions', title: 'About the programme' }, initiallyOpen: 2 },
    consultants: { title: 'Our visiting consultants', lead: 'Specialists we refer to when the programme finds something that needs them.' },
    downloads: {
      title: 'Downloads',
      serviceReport: { label: 'Service Report', path: '/downloads/service-report.pdf', note: 'PDF: the programme at a glance', documentTitle: 'Health check programme: service report' },
      serviceList: { label: 'Service Lists', path: '/downloads/service-list.pdf', note: 'PDF: all twelve services', documentTitle: 'Our services' },
      reportSections: [
        { title: 'Who the programme is for', text: 'Adults over forty, and younger adults with a family history of diabetes, heart disease or high blood pressure, who feel well and want to stay so.' },
        { title: 'First visit', text: 'A consultation of about thirty minutes with one of our physicians, a full examination, blood pressure, weight and waist measurement, an ECG and a blood draw. Please come fasting for ten to twelve hours; water is allowed.' },
        { title: 'Tests', text: 'Fasting blood sugar and HbA1c, lipid profile, kidney and liver function, thyroid function, complete blood count and urine examination. Further tests only when your history or examination calls for them.' },
        { title: 'Review visit', text: 'Usually within a week, in person or by video. Your doctor explains every result and writes a plan: any treatment, lifestyle changes, vaccinations and the date of your next check.' },
        { title: 'What the programme is not', text: 'It is not an emergency service and does not replace a visit for new symptoms. If you feel unwell, book a consultation; in an emergency, call 112.' },
      ],
    },
    callCard: { title: 'Call Us Anytime', text: 'Questions about the programme? Call the clinic during opening hours.' },
    form: { eyebrow: 'Make Appointment', title: 'Book the programme', lead: 'Send us your details and preferred date; the clinic calls you to confirm the time.' },
  },

  testimonial: {
    stories: {
      heading: {
        eyebrow: 'Patient stories',
        title: 'Living with a long-term condition',
        lead: 'Three patients agreed to share how they manage their condition with our team. Choose a story to read it.',
      },
      tabListLabel: 'Patient stories',
      items: [
        {
          name: 'Shanthi V.',
          condition: 'Osteoarthritis',
          photo: { src: 'patients/patient-5.svg', alt: 'Illustrated portrait of a woman with glasses in a kurta' },
          title: 'Keeping active with osteoarthritis of the knees',
          paragraphs: [
            'Osteoarthritis is a wearing of the cartilage that cushions the joints, most often in the knees, hips and hands. It is common after fifty and causes pain, stiffness after rest and difficulty with stairs or sitting on the floor. It cannot be reversed, but its pain and stiffness can usually be reduced and the joint kept working.',
            'Shanthi first came to us when climbing the stairs to her flat had become difficult. After an examination and an X-ray, her doctor explained what was happening in her knees and what would help most: regular exercise to strengthen the thigh muscles, a gradual reduction of weight, and pain relief chosen to be safe with her blood pressure tablets.',
            'Our physiotherapist taught her a short routine to do at home every day, and she reviews it with the team every few months. Shanthi still has stiff days, but she knows what to do on them, and she knows which changes mean she should come back sooner.',
          ],
          carePoints: ['Examination and X-ray when needed', 'Home exercise plan with our physiotherapist', 'Pain relief that suits your other medicines', 'Advice on weight, footwear and walking aids', 'Referral to an orthopaedic surgeon when needed'],
        },
        {
          name: 'Ramesh K.',
          condition: 'Hypertension',
          photo: { src: 'patients/patient-2.svg', alt: 'Illustrated portrait of an older man with glasses' },
          title: 'Understanding and controlling high blood pressure',
          paragraphs: [
            'High blood pressure, or hypertension, rarely causes symptoms, yet over the years it strains the heart, kidneys, brain and eyes. Most people need a combination of lifestyle changes and medicines, taken every day and checked regularly, to keep it in a safe range.',
            'Ramesh was taking several tablets prescribed by different doctors and was unsure which were for his blood pressure. His doctor and our pharmacist reviewed every medicine with him, simplified the list, and checked his kidneys, sugar and cholesterol. He was shown how to measure his blood pressure at home and what readings to write down.',
            'He now brings his home readings to each review, and his doctor adjusts his treatment based on them. Ramesh says the most useful change was understanding why each tablet matters, so he no longer skips them when he feels well.',
          ],
          carePoints: ['Confirming the diagnosis with home or repeated readings', 'Checks of the heart, kidneys, sugar and cholesterol', 'A medicine review with our pharmacist', 'Advice on salt, activity, sleep and alcohol', 'Regular reviews with your home readings'],
        },
        {
          name: 'Lakshmi R.',
          condition: 'Diabetes Mellitus',
          photo: { src: 'patients/patient-1.svg', alt: 'Illustrated portrait of an older woman in a saree' },
          title: 'Managing type 2 diabetes day by day',
          paragraphs: [
            'Diabetes mellitus is a long-term condition in which the body cannot use sugar from food properly, so the blood sugar stays too high. Over time, high sugar can harm the eyes, kidneys, nerves, heart and feet. Good control, started early and kept up, greatly lowers the chance of these problems.',
            'Lakshmi was found to have diabetes during a routine check. Her doctor went through her reports line by line, explained what HbA1c means, and planned her meals with her around the food she already cooks at home. She started one medicine and learnt to check her sugar with a meter.',
            'Every three months she comes for a review of her HbA1c and medicines, and once a year for eye, kidney and foot checks. Between visits, the nurse calls to remind her of her appointments. Lakshmi says that knowing what each number means has made the condition feel manageable.',
          ],
          carePoints: ['Diagnosis with fasting sugar and HbA1c', 'A meal plan built around your own food', 'Starting and adjusting medicines or insulin', 'Yearly eye, kidney and foot checks', 'Reminder calls before each review'],
        },
      ],
    },
    carousel: { eyebrow: 'Testimonials', title: 'What our patients say' },
    blog: { eyebrow: 'From our blog', title: 'Read more about your health' },
    allPosts: { label: 'View all articles', path: '/blog_grid' },
  },

  faqs: {
    heading: {
      eyebrow: 'Questions and answers',
      title: 'Answers to common questions',
      lead: 'About appointments, timings, reports, payments and follow-ups. Open a question to read its answer.',
    },
    askCard: { title: 'Still have a question?', text: 'Write to us or call the clinic during opening hours; we are happy to help.', button: { label: 'Contact Us', path: '/contact' } },
  },

  text: {
    callUsAnytime: 'Call Us Anytime',
    ratingLabel: 'Rated {rating} out of 5',
    monthsAgo: '{months} months ago',
    monthAgo: 'A month ago',
  },
} satisfies ClinicPages;
