import type { SynonymGroup } from './schema/search';

/**
 * The words patients use for what the site's pages call by another name: a search for any phrase
 * of a group also searches for every other phrase of it ("bp" finds the Hypertension page, "sugar"
 * and "madhumeh" the Diabetes page). Hindi and Kannada words are written in Latin letters, as they
 * are typed on a phone. Field rules: content/schema/search.ts.
 *
 * The build writes this list into the search index file (tooling/search-index.ts), so the browser
 * gets it with the index, when search is first used, and the form service searches with the same
 * list. Keep it to words in common use: every phrase widens every search that contains it.
 */
export const searchSynonyms: SynonymGroup[] = [
  {
    topic: 'High blood pressure',
    english: [
      'hypertension',
      'blood pressure',
      'high blood pressure',
      'bp',
      'high bp',
      'high pressure',
      'pressure problem',
    ],
    hindi: ['raktachap', 'raktchap', 'uchch raktachap'],
    kannada: ['raktadottada', 'rakthadothada'],
  },
  {
    topic: 'Diabetes',
    english: ['diabetes', 'diabetic', 'sugar', 'blood sugar', 'high sugar', 'sugar problem', 'glucose'],
    hindi: ['madhumeh', 'sugar ki bimari'],
    kannada: ['sakkare kayile', 'sakkare roga', 'sakkare'],
  },
  {
    topic: 'Thyroid',
    english: ['thyroid', 'hypothyroidism', 'hyperthyroidism', 'goitre', 'goiter'],
    hindi: ['galgand'],
    kannada: ['galaganda'],
  },
  {
    topic: 'Heart attack and chest pain',
    english: ['heart attack', 'chest pain', 'cardiac', 'cardiac arrest', 'angina'],
    hindi: ['dil ka daura', 'hridayaghat', 'seene mein dard', 'chhati mein dard'],
    kannada: ['hrudayaghata', 'ede novu'],
  },
  {
    topic: 'Stroke',
    english: ['stroke', 'paralysis', 'brain stroke', 'brain attack'],
    hindi: ['lakwa', 'lakva', 'laqwa', 'pakshaghat'],
    kannada: ['parshvavayu', 'paarshvavaayu'],
  },
  {
    topic: 'Fever',
    english: ['fever', 'temperature', 'high temperature'],
    hindi: ['bukhar', 'bukhaar', 'jwar'],
    kannada: ['jvara', 'jwara'],
  },
  {
    topic: 'Cough',
    english: ['cough', 'coughing', 'dry cough'],
    hindi: ['khansi', 'khaansi'],
    kannada: ['kemmu'],
  },
  {
    topic: 'Cold and flu',
    english: ['cold', 'common cold', 'flu', 'influenza'],
    hindi: ['zukam', 'jukam', 'nazla'],
    kannada: ['negadi'],
  },
  {
    topic: 'Breathing trouble',
    english: [
      'breathlessness',
      'shortness of breath',
      'breathing difficulty',
      'breathing problem',
      'wheezing',
      'asthma',
      'copd',
    ],
    hindi: ['saans phoolna', 'saans ki takleef', 'dama'],
    kannada: ['ubbasa'],
  },
  {
    topic: 'Kidney',
    english: ['kidney', 'kidneys', 'renal', 'ckd'],
    hindi: ['gurda', 'gurde'],
    kannada: ['mutrapinda', 'moothrapinda'],
  },
  {
    topic: 'Cholesterol',
    english: ['cholesterol', 'high cholesterol', 'lipids', 'lipid profile', 'triglycerides'],
    hindi: [],
    kannada: [],
  },
  {
    topic: 'Jaundice and liver',
    english: ['jaundice', 'liver', 'hepatitis'],
    hindi: ['peeliya', 'piliya'],
    kannada: ['kamale'],
  },
  {
    topic: 'Loose motions',
    english: ['diarrhoea', 'diarrhea', 'loose motions', 'loose motion'],
    hindi: ['dast'],
    kannada: ['bhedi'],
  },
  {
    topic: 'Vomiting',
    english: ['vomiting', 'vomit', 'nausea'],
    hindi: ['ulti'],
    kannada: ['vanti'],
  },
  {
    topic: 'Anaemia',
    english: ['anaemia', 'anemia', 'low haemoglobin', 'low hemoglobin', 'low hb'],
    hindi: ['khoon ki kami'],
    kannada: ['raktaheenate'],
  },
  {
    topic: 'Dizziness',
    english: ['dizziness', 'dizzy', 'giddiness', 'giddy', 'vertigo'],
    hindi: ['chakkar'],
    kannada: ['talesuttu'],
  },
  {
    topic: 'Headache',
    english: ['headache', 'migraine'],
    hindi: ['sir dard', 'sar dard'],
    kannada: ['tale novu'],
  },
  {
    topic: 'Joint pain',
    english: ['arthritis', 'joint pain', 'joint pains'],
    hindi: ['gathiya', 'jodon ka dard'],
    kannada: ['keelu novu'],
  },
  {
    topic: 'Poisoning and bites',
    english: ['poisoning', 'poison', 'overdose', 'snake bite', 'snakebite'],
    hindi: ['zehar', 'zeher', 'vish'],
    kannada: ['visha'],
  },
  {
    topic: 'Vaccination',
    english: ['vaccination', 'vaccine', 'vaccines', 'immunisation', 'immunization'],
    hindi: ['tika', 'teeka', 'tikakaran'],
    kannada: ['lasike'],
  },
  {
    topic: 'Health check-up',
    english: ['check up', 'checkup', 'health check', 'health checkup', 'master health checkup', 'screening'],
    hindi: [],
    kannada: [],
  },
  {
    topic: 'Older people',
    english: ['geriatric', 'elderly', 'old age', 'senior citizen', 'older adults'],
    hindi: ['buzurg', 'budhapa'],
    kannada: [],
  },
  {
    topic: 'Weight',
    english: ['obesity', 'overweight', 'weight loss'],
    hindi: ['motapa'],
    kannada: [],
  },
];
