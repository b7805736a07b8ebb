/**
 * The fixture clinic's visit lengths (tests/fixture-clinic/build.ts): its visiting consultant sees patients for 30
 * minutes, its resident doctor for 15.
 */
export const visitLengths: Record<string, number> = { physician: 15, pharmacologist: 30 };
