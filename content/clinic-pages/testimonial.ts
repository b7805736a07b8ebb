import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: testimonial. */
export const testimonialPage = {
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
        carePoints: [
          'Examination and X-ray when needed',
          'Home exercise plan with our physiotherapist',
          'Pain relief that suits your other medicines',
          'Advice on weight, footwear and walking aids',
          'Referral to an orthopaedic surgeon when needed',
        ],
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
        carePoints: [
          'Confirming the diagnosis with home or repeated readings',
          'Checks of the heart, kidneys, sugar and cholesterol',
          'A medicine review with our pharmacist',
          'Advice on salt, activity, sleep and alcohol',
          'Regular reviews with your home readings',
        ],
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
        carePoints: [
          'Diagnosis with fasting sugar and HbA1c',
          'A meal plan built around your own food',
          'Starting and adjusting medicines or insulin',
          'Yearly eye, kidney and foot checks',
          'Reminder calls before each review',
        ],
      },
    ],
  },
  carousel: { eyebrow: 'Testimonials', title: 'What our patients say' },
  blog: { eyebrow: 'From our blog', title: 'Read more about your health' },
  allPosts: { label: 'View all articles', path: '/blog_grid' },
} satisfies ClinicPages['testimonial'];
