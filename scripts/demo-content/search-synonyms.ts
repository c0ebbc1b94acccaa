/** Words the demo search treats as one: Czech and English job words, spellings and tech nicknames. */
const synonymGroups = [
  // Roles
  ['vývojář', 'developer', 'programátor', 'programmer'],
  ['tester', 'QA', 'testování', 'testing'],
  ['designér', 'designer'],
  ['analytik', 'analyst'],
  ['manažer', 'manager', 'vedoucí'],
  ['technik', 'technician'],
  ['inženýr', 'engineer'],
  ['řidič', 'driver', 'šofér', 'kurýr', 'courier'],
  ['sklad', 'skladník', 'warehouse'],
  ['svářeč', 'welder'],
  ['obchodník', 'obchod', 'sales'],
  ['dispečer', 'dispatcher'],
  ['účetní', 'accountant'],
  ['redaktor', 'editor', 'novinář'],
  ['copywriter', 'textař'],
  ['vědec', 'scientist'],
  ['knihkupec', 'bookseller', 'prodavač', 'shop assistant', 'sales assistant'],
  ['kodér', 'frontend', 'front end'],
  ['backend', 'back end'],
  ['fullstack', 'full stack'],
  ['DevOps', 'SRE'],
  ['UX', 'user experience'],
  ['project manager', 'projektový manažer', 'PM'],
  ['product manager', 'produktový manažer'],
  ['data scientist', 'datový vědec'],
  ['data analyst', 'datový analytik'],
  ['HR', 'personalista', 'recruiter'],
  ['CNC', 'obráběč'],
  ['elektrikář', 'electrician'],
  // Contracts, hours and places of work
  ['HPP', 'hlavní pracovní poměr', 'pracovní smlouva', 'employment contract'],
  ['IČO', 'živnost', 'živnostenský list', 'OSVČ', 'freelance', 'contractor'],
  ['stáž', 'stážista', 'internship', 'intern'],
  ['brigáda', 'brigádník', 'part-time', 'částečný úvazek', 'zkrácený úvazek'],
  ['plný úvazek', 'full-time', 'full time'],
  ['home office', 'homeoffice', 'remote', 'na dálku', 'vzdáleně'],
  ['home office', 'hybrid', 'hybridně', 'work from home', 'working from home', 'WFH', 'z domova'],
  ['mzda', 'plat', 'salary'],
  ['junior', 'začátečník', 'absolvent', 'graduate', 'entry level'],
  // Fields
  ['zákaznická podpora', 'customer support', 'customer service', 'customer care', 'zákaznický servis'],
  ['zákazník', 'customer'],
  ['podpora', 'support', 'helpdesk'],
  ['marketing', 'marketér', 'marketer'],
  ['bezpečnost', 'security'],
  ['výroba', 'production', 'manufacturing'],
  ['údržba', 'maintenance'],
  ['přeprava', 'doprava', 'transport', 'logistika', 'logistics'],
  ['zdravotnictví', 'healthcare'],
  ['e-commerce', 'e-shop', 'internetový obchod', 'online store'],
  ['machine learning', 'ML', 'strojové učení'],
  ['AI', 'umělá inteligence', 'artificial intelligence'],
  ['fotovoltaika', 'solární', 'solar'],
  ['AML', 'praní špinavých peněz', 'anti-money laundering'],
  // Technologies
  ['JavaScript', 'JS'],
  ['TypeScript', 'TS'],
  ['Kubernetes', 'k8s'],
  ['PostgreSQL', 'Postgres'],
  ['.NET', 'dotnet', 'C#', 'csharp'],
  ['golang', 'Go'],
  ['Node.js', 'Node'],
  ['Vue.js', 'Vue'],
  ['C++', 'cpp'],
];

/** Phrases that widen to the words after them, never the other way: every developer builds software. */
const developers = ['developer', 'vývojář', 'programátor', 'programmer'];
const oneWayGroups = [
  ['software developer', ...developers],
  ['software engineer', ...developers],
  ['softwarový vývojář', ...developers],
  ['vývojář softwaru', ...developers],
  ['web developer', 'frontend', 'backend', 'fullstack', 'kodér'],
  ['webový vývojář', 'frontend', 'backend', 'fullstack', 'kodér'],
  ['frontend engineer', 'frontend', 'front end', 'kodér'],
  ['IT', ...developers, 'tester', 'QA', 'DevOps', 'security engineer', 'data', 'ML'],
  ['backend engineer', 'backend', 'back end'],
];

/** The search synonyms singleton, seeded for the demo. */
export function searchSynonymsDocument() {
  const groups = [
    ...synonymGroups.map((terms) => ({ terms, oneWay: false })),
    ...oneWayGroups.map((terms) => ({ terms, oneWay: true })),
  ];
  return {
    _id: 'searchSynonyms',
    _type: 'searchSynonyms',
    groups: groups.map((group, index) => ({ _key: `group-${index + 1}`, _type: 'synonymGroup', ...group })),
  };
}
