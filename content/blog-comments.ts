import type { BlogPageContent } from './schema/blog-page';

/**
 * The comments published under each post, by the post's slug. SAMPLE comments: a clinic publishes only those its
 * readers sent and agreed to show, and starts with none (`{}`).
 */
export const blogComments: BlogPageContent['comments']['byPost'] = {
  'how-virtual-healthcare-is-transforming-patient-care': [
    {
      id: 'meera-2024-04-20',
      name: 'Meera S.',
      date: '2024-04-20',
      text: 'My father lives in Mysuru and the video follow-ups saved him many bus journeys. It helped that the doctor asked us to get his blood tests done locally the day before.',
      replies: [
        {
          id: 'admin-2024-04-21',
          name: 'Admin',
          date: '2024-04-21',
          text: 'Thank you for writing, Meera. We are glad the follow-ups worked well. Please do bring him in person whenever he has a new symptom or his readings change.',
        },
      ],
    },
    {
      id: 'rahul-2024-04-24',
      name: 'Rahul K.',
      date: '2024-04-24',
      text: 'Useful to know what a video call cannot do. I did not realise the doctor still needs to check my feet in person for diabetes.',
      replies: [],
    },
  ],
};
