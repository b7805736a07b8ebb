import type { SynonymGroup } from './schema/search';

/**
 * The words patients use for what the site's pages call by another name: a search for any phrase
 * of a group also searches for every other phrase of it ("bp" finds the Hypertension page, "sugar"
 * and "madhumeh" the Diabetes page). Each group's words are keyed by language code: `en` first, then
 * the languages the clinic's patients type (here Hindi `hi` and Kannada `kn`, in Latin letters, as
 * they are typed on a phone); a clinic lists its own. Field rules: content/schema/search.ts.
 *
 * The build writes this list into the search index file (tooling/search-index.ts), so the browser
 * gets it with the index, when search is first used, and the form service searches with the same
 * list. Keep it to words in common use: every phrase widens every search that contains it.
 */
export const searchSynonyms: SynonymGroup[] = [
  {
    topic: 'High blood pressure',
    words: {
      en: [
        'hypertension',
        'blood pressure',
        'high blood pressure',
        'bp',
        'high bp',
        'high pressure',
        'pressure problem',
      ],
      hi: ['raktachap', 'raktchap', 'uchch raktachap'],
      kn: ['raktadottada', 'rakthadothada'],
    },
  },
  {
    topic: 'Diabetes',
    words: {
      en: ['diabetes', 'diabetic', 'sugar', 'blood sugar', 'high sugar', 'sugar problem', 'glucose'],
      hi: ['madhumeh', 'sugar ki bimari'],
      kn: ['sakkare kayile', 'sakkare roga', 'sakkare'],
    },
  },
  {
    topic: 'Thyroid',
    words: {
      en: ['thyroid', 'hypothyroidism', 'hyperthyroidism', 'goitre', 'goiter'],
      hi: ['galgand'],
      kn: ['galaganda'],
    },
  },
  {
    topic: 'Heart attack and chest pain',
    words: {
      en: ['heart attack', 'chest pain', 'cardiac', 'cardiac arrest', 'angina'],
      hi: ['dil ka daura', 'hridayaghat', 'seene mein dard', 'chhati mein dard'],
      kn: ['hrudayaghata', 'ede novu'],
    },
  },
  {
    topic: 'Stroke',
    words: {
      en: ['stroke', 'paralysis', 'brain stroke', 'brain attack'],
      hi: ['lakwa', 'lakva', 'laqwa', 'pakshaghat'],
      kn: ['parshvavayu', 'paarshvavaayu'],
    },
  },
  {
    topic: 'Fever',
    words: {
      en: ['fever', 'temperature', 'high temperature'],
      hi: ['bukhar', 'bukhaar', 'jwar'],
      kn: ['jvara', 'jwara'],
    },
  },
  {
    topic: 'Cough',
    words: {
      en: ['cough', 'coughing', 'dry cough'],
      hi: ['khansi', 'khaansi'],
      kn: ['kemmu'],
    },
  },
  {
    topic: 'Cold and flu',
    words: {
      en: ['cold', 'common cold', 'flu', 'influenza'],
      hi: ['zukam', 'jukam', 'nazla'],
      kn: ['negadi'],
    },
  },
  {
    topic: 'Breathing trouble',
    words: {
      en: [
        'breathlessness',
        'shortness of breath',
        'breathing difficulty',
        'breathing problem',
        'wheezing',
        'asthma',
        'copd',
      ],
      hi: ['saans phoolna', 'saans ki takleef', 'dama'],
      kn: ['ubbasa'],
    },
  },
  {
    topic: 'Kidney',
    words: {
      en: ['kidney', 'kidneys', 'renal', 'ckd'],
      hi: ['gurda', 'gurde'],
      kn: ['mutrapinda', 'moothrapinda'],
    },
  },
  {
    topic: 'Cholesterol',
    words: {
      en: ['cholesterol', 'high cholesterol', 'lipids', 'lipid profile', 'triglycerides'],
      hi: [],
      kn: [],
    },
  },
  {
    topic: 'Jaundice and liver',
    words: {
      en: ['jaundice', 'liver', 'hepatitis'],
      hi: ['peeliya', 'piliya'],
      kn: ['kamale'],
    },
  },
  {
    topic: 'Loose motions',
    words: {
      en: ['diarrhoea', 'diarrhea', 'loose motions', 'loose motion'],
      hi: ['dast'],
      kn: ['bhedi'],
    },
  },
  {
    topic: 'Vomiting',
    words: {
      en: ['vomiting', 'vomit', 'nausea'],
      hi: ['ulti'],
      kn: ['vanti'],
    },
  },
  {
    topic: 'Anaemia',
    words: {
      en: ['anaemia', 'anemia', 'low haemoglobin', 'low hemoglobin', 'low hb'],
      hi: ['khoon ki kami'],
      kn: ['raktaheenate'],
    },
  },
  {
    topic: 'Dizziness',
    words: {
      en: ['dizziness', 'dizzy', 'giddiness', 'giddy', 'vertigo'],
      hi: ['chakkar'],
      kn: ['talesuttu'],
    },
  },
  {
    topic: 'Headache',
    words: {
      en: ['headache', 'migraine'],
      hi: ['sir dard', 'sar dard'],
      kn: ['tale novu'],
    },
  },
  {
    topic: 'Joint pain',
    words: {
      en: ['arthritis', 'joint pain', 'joint pains'],
      hi: ['gathiya', 'jodon ka dard'],
      kn: ['keelu novu'],
    },
  },
  {
    topic: 'Poisoning and bites',
    words: {
      en: ['poisoning', 'poison', 'overdose', 'snake bite', 'snakebite'],
      hi: ['zehar', 'zeher', 'vish'],
      kn: ['visha'],
    },
  },
  {
    topic: 'Vaccination',
    words: {
      en: ['vaccination', 'vaccine', 'vaccines', 'immunisation', 'immunization'],
      hi: ['tika', 'teeka', 'tikakaran'],
      kn: ['lasike'],
    },
  },
  {
    topic: 'Health check-up',
    words: {
      en: ['check up', 'checkup', 'health check', 'health checkup', 'master health checkup', 'screening'],
      hi: [],
      kn: [],
    },
  },
  {
    topic: 'Older people',
    words: {
      en: ['geriatric', 'elderly', 'old age', 'senior citizen', 'older adults'],
      hi: ['buzurg', 'budhapa'],
      kn: [],
    },
  },
  {
    topic: 'Weight',
    words: {
      en: ['obesity', 'overweight', 'weight loss'],
      hi: ['motapa'],
      kn: [],
    },
  },
];
