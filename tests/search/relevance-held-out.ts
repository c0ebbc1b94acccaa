import { employmentContracts, fullTime, offers, type RelevanceCase } from './relevance-offers';

/**
 * The held-out set: written with the tuning set, before any query was run, and never read while
 * ranking is tuned (only relevance.test.ts imports it). It tells whether a change that helps the
 * tuning set helps queries it has not seen.
 */
const { frontend, backend, developers, python, pythonUsers, kubernetes, fullRemote, hybrid } = offers;

export const heldOutCases: RelevanceCase[] = [
  // Skills alone
  { query: 'reactjs', find: frontend },
  { query: 'react.js developer', find: frontend },
  { query: 'Vue.js', find: [] },
  { query: 'TypeScriptem', find: [...frontend, 2, 9] },
  { query: 'JS', find: frontend, also: [5, 12] },
  { query: 'node', find: [2, 9] },
  { query: 'kotlin', find: [16, 23] },
  { query: 'postgres', find: [2, 9, 87] },
  { query: 'Kubernetes', find: kubernetes },
  { query: 'Python', find: python, also: pythonUsers },
  { query: 'grafana', find: python },
  { query: 'cpp', find: [72] },
  { query: '.NET', find: [49, 54] },
  { query: 'csharp', find: [49, 54] },
  { query: 'php', find: [77, 84] },
  { query: 'unreal', find: [71, 72] },
  { query: 'plc', find: [40, 47] },
  { query: 'power bi', find: [79] },
  { query: 'pytorch', find: [85] },
  { query: 'linux', find: [7, 14] },
  // Typos
  { query: 'pythno', find: python, also: pythonUsers },
  { query: 'typescirpt', find: [...frontend, 2, 9] },
  { query: 'kubernetse', find: kubernetes },
  { query: 'frontnd', find: frontend },
  { query: 'dispečr', find: [60, 67] },
  { query: 'svaerč', find: [41] },
  { query: 'medicta', find: offers.medicata },
  // Short words
  { query: 'QA', find: [5, 12, 52] },
  { query: 'Go', find: [61, 68] },
  { query: 'ml', find: [86], also: [85, 87] },
  // Spellings and roles
  { query: 'Front-End vývojář', find: frontend },
  { query: 'frontend vývojářka', find: frontend },
  { query: 'back end developer', find: backend },
  { query: 'vývojáři', find: developers, also: [40, 47, 72] },
  { query: 'designer', find: [3, 10, 71], not: [1] },
  { query: 'tester', find: [5, 12, 52] },
  { query: 'projektový manažer', find: [6, 13] },
  { query: 'fraud analyst', find: [17, 24] },
  { query: 'compliance', find: [18, 25], also: [53] },
  { query: 'solar', find: [27, 32] },
  { query: 'konstruktér', find: [38, 45] },
  { query: 'welder', find: [41] },
  { query: 'řidič dodávky', find: [58, 65] },
  { query: 'kurýr', find: [58, 65] },
  { query: 'game designer', find: [71] },
  { query: 'ui/ux', find: [4, 11], also: [3, 10] },
  { query: 'ui designérka', find: [3, 10], also: [71] },
  { query: 'full stack', find: [] },
  { query: 'zedník praha', find: [] },
  { query: 'pilot remote', find: [] },
  { query: 'copywriter', find: [76] },
  { query: 'data scientist', find: [85] },
  { query: 'ml engineer', find: [86] },
  // Places
  { query: 'vývojář brno', find: [2, 8, 9, 35], not: [1] },
  { query: 'python ostrava', find: [30] },
  { query: 'dispečer brno', find: [60] },
  // Modes and contracts
  { query: 'vzdáleně', find: fullRemote },
  { query: 'hybrid', find: hybrid },
  { query: 'pracovní smlouva', find: employmentContracts },
  { query: 'freelance', find: offers.freelance },
  { query: 'plný úvazek', find: fullTime },
  { query: 'part time job', find: offers.partTime },
  {
    query: 'full time brno',
    find: fullTime.filter((n) => [2, 3, 5, 8, 9, 12, 14, 22, 35, 52, 82, 87].includes(n)),
  },
  { query: 'stáž brno', find: [52], not: [5] },
  { query: 'hpp python', find: [30, 35], also: [5, 21, 29, 34, 85, 86], not: [12, 87] },
  // Companies
  { query: 'strojírny haná', find: offers.strojirnyHana },
  { query: 'zelená energie', find: offers.zelenaEnergie },
  { query: 'datová továrna', find: [85, 86, 87] },
  { query: 'pixelhouse react', find: [1, 8] },
  { query: 'java developer', find: [16, 23], not: offers.frontend },
  { query: 'medior java', find: [23], not: [8, 50] },
  { query: 'working from home', find: [...fullRemote, ...hybrid] },
  { query: 'customer-support', find: offers.customerSupport },
  { query: 'machine-learning', find: [86] },
  { query: 'rychlybalik', find: offers.rychlyBalik },
  { query: 'frontendvyvojar', find: frontend },
  { query: 'senior software engineer', find: [9, 30, 54, 84], also: [12, 72] },
  // Written before the software-engineer synonyms were added, run once after
  { query: 'software developer', find: developers, also: [5, 12, 52, 40, 47, 72] },
  { query: 'softwarový vývojář', find: developers, also: [5, 12, 52, 40, 47, 72] },
  { query: 'customer support', find: offers.customerSupport },
  { query: 'shop assistant', find: [80] },
  // English -ing forms, written after their rule was tuned and before these ran
  { query: 'managing projects', find: [6, 13] },
  { query: 'planning routes', find: [62, 69] },
  { query: 'editing video', find: [74], also: [73] },
  { query: 'prodavače', find: [80] },
  // Role words, written after the one-way synonyms and before these ran
  { query: 'web programmer', find: [...frontend, ...backend, 77, 84], also: developers },
  { query: 'software tester', find: [5, 12, 52] },
  { query: 'team lead', find: [59, 66] },
  { query: 'PHP programátorka', find: [77, 84] },
  { query: 'backend programátor', find: backend },
  // Sentences and salaries
  { query: 'Chci pracovat jako svářeč v Prostějově', find: [41] },
  { query: 'data scientist python remote', find: [85], also: [86] },
  { query: 'python od 60 tisíc', find: [21, 30, 85, 86, 87] },
  { query: 'vývojář nad 100k', find: [9] },
  // Nothing to find
  { query: 'zubař', find: [] },
  { query: 'aws', find: [] },
  { query: 'kosmonautka', find: [] },
];
