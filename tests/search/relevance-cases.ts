/**
 * Queries a visitor types, against the demo content: `find` must be in the first ten results,
 * `not` must not. Numbers are job offer ids (`job-N`); job-15, job-48 and job-70 have expired.
 */
export interface RelevanceCase {
  query: string;
  find: number[];
  not?: number[];
}

const pragueDevelopers = [1, 23, 61, 68, 77];
const internships = [4, 16, 40, 52, 76];

export const relevanceCases: RelevanceCase[] = [
  // Czech, with and without diacritics, inflected, places declined
  { query: 'vývojář praha', find: pragueDevelopers, not: [3, 9] },
  { query: 'vyvojar praha', find: pragueDevelopers, not: [3, 9] },
  { query: 'vývojáře v Praze', find: pragueDevelopers, not: [3, 9] },
  { query: 'vyvojare v praze', find: pragueDevelopers, not: [3, 9] },
  { query: 'vývojářem Praha', find: pragueDevelopers },
  { query: 'svářeč', find: [41], not: [48, 36] },
  { query: 'svarec', find: [41], not: [48] },
  { query: 'svářeče', find: [41] },
  { query: 'řidič', find: [58, 65], not: [57] },
  { query: 'ridic dodavky', find: [58, 65] },
  { query: 'skladník', find: [57, 64, 83], not: [58] },
  { query: 'skladnik', find: [57, 64, 83] },
  { query: 'skladníka', find: [57, 64, 83] },
  { query: 'konstruktér', find: [38, 45], not: [36] },
  { query: 'konstrukter', find: [38, 45] },
  { query: 'konstruktéra', find: [38, 45] },
  { query: 'technik údržby', find: [36, 43], not: [37, 44] },
  { query: 'technika udrzby', find: [36, 43] },
  { query: 'dispečer', find: [60, 67] },
  { query: 'dispecera', find: [60, 67] },
  { query: 'plánovač tras', find: [62, 69] },
  { query: 'planovace tras', find: [62, 69] },
  { query: 'designér', find: [3, 10, 71], not: [1] },
  { query: 'analytik', find: [17, 21, 24, 29, 34, 79] },
  { query: 'analytika', find: [17, 21, 24, 29, 34, 79] },
  { query: 'analytikem', find: [17, 21, 24, 29, 34] },
  { query: 'datový analytik', find: [21], not: [17] },
  { query: 'tester', find: [5, 12, 52] },
  { query: 'testera', find: [5, 12, 52] },
  { query: 'testerka', find: [5, 12, 52] },
  { query: 'řidičku', find: [58, 65] },
  { query: 'programátorka', find: [40, 47, 72] },
  { query: 'vývojářku Brno', find: [2, 8, 9, 35], not: [1] },
  { query: 'vývojáři v Ostravě', find: [30], not: [35] },
  { query: 'svářeč Prostějov', find: [41], not: [38] },
  { query: 'v Plzni', find: [4, 34, 64, 66, 69, 83], not: [1] },
  { query: 'Brně backend', find: [2, 9], not: [23] },
  // Typos
  { query: 'vyvojr praha', find: pragueDevelopers },
  { query: 'programtor', find: [40, 47, 72] },
  { query: 'konstuktér', find: [38, 45] },
  { query: 'dispečr', find: [60, 67] },
  { query: 'skladnk', find: [57, 64, 83] },
  { query: 'kotlinn', find: [16, 23] },
  { query: 'pythn', find: [30, 35] },
  { query: 'kubernets datový', find: [21, 85, 87] },
  { query: 'analitik', find: [17, 21, 24, 29, 34] },
  // Tech names
  { query: 'react frontend', find: [1, 8, 50, 55], not: [15] },
  { query: 'kotlin', find: [16, 23] },
  { query: 'python', find: [30, 35] },
  { query: 'php', find: [77, 84] },
  { query: '.NET', find: [49, 54] },
  { query: 'go', find: [61, 68] },
  { query: 'unreal', find: [72] },
  { query: 'PLC', find: [40, 47] },
  { query: 'CNC', find: [37, 44] },
  { query: 'c++ unreal', find: [72] },
  { query: 'figma designer', find: [3, 10], not: [71] },
  { query: 'postgresql kotlin', find: [16, 23] },
  // English queries on Czech offers
  { query: 'developer prague', find: pragueDevelopers, not: [3] },
  { query: 'welder', find: [41] },
  { query: 'warehouse', find: [57, 59, 64, 66, 83] },
  { query: 'driver', find: [58, 65] },
  { query: 'data scientist', find: [85] },
  { query: 'fraud analyst', find: [17, 24] },
  { query: 'solar', find: [27, 32] },
  { query: 'internship brno', find: [52], not: [5] },
  { query: 'customer support', find: [22, 63], not: [70] },
  { query: 'project manager', find: [6, 13] },
  { query: 'remote python', find: [32, 79, 85, 86], not: [30] },
  // Czech labels on offers written in English terms
  { query: 'stáž', find: internships },
  { query: 'staz', find: internships },
  { query: 'stáže liberec', find: [16, 76] },
  { query: 'hybridně praha senior', find: [6, 18, 24, 72, 78] },
  { query: 'pracovní smlouva ostrava junior', find: [13, 43, 73] },
  // The last word while it is typed
  { query: 'praha vývo', find: pragueDevelopers },
  { query: 'sklad', find: [57, 59, 64, 66, 83] },
  { query: 'konstr', find: [38, 45] },
  { query: 'dispe', find: [60, 67] },
  // Editors' synonyms
  { query: 'programmer praha', find: pragueDevelopers },
  { query: 'k8s datový', find: [21, 85, 87] },
  { query: 'dotnet', find: [49, 54] },
  { query: 'novinář', find: [73] },
  { query: 'textař', find: [76] },
  { query: 'logistika brno', find: [60], not: [2] },
  // Companies
  { query: 'koruna pay analytik', find: [17, 21, 24] },
  { query: 'medicata', find: [49, 50, 51, 52, 53, 54, 55, 56], not: [1] },
  { query: 'strojirny hana svarec', find: [41] },
  { query: 'zelena energie', find: [27, 28, 29, 30, 31, 32, 33, 34, 35] },
];
