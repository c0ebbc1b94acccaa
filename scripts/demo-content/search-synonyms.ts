/** Words the demo search treats as one: Czech and English job words, spellings and tech nicknames. */
const synonymGroups = [
  ['vývojář', 'developer', 'programátor', 'programmer'],
  ['tester', 'QA', 'testování', 'testing'],
  ['designér', 'designer'],
  ['analytik', 'analyst'],
  ['manažer', 'manager', 'vedoucí'],
  ['technik', 'technician'],
  ['inženýr', 'engineer'],
  ['řidič', 'driver'],
  ['sklad', 'skladník', 'warehouse'],
  ['svářeč', 'welder'],
  ['obchodník', 'obchod', 'sales'],
  ['dispečer', 'dispatcher'],
  ['účetní', 'accountant'],
  ['stáž', 'stážista', 'internship', 'intern'],
  ['brigáda', 'brigádník', 'part-time'],
  ['remote', 'vzdáleně', 'homeoffice', 'home office'],
  ['mzda', 'plat', 'salary'],
  ['junior', 'začátečník', 'absolvent', 'graduate'],
  ['zákazník', 'customer'],
  ['podpora', 'support'],
  ['marketing', 'marketér', 'marketer'],
  ['redaktor', 'editor', 'novinář'],
  ['copywriter', 'textař'],
  ['vědec', 'scientist'],
  ['bezpečnost', 'security'],
  ['výroba', 'production', 'manufacturing'],
  ['údržba', 'maintenance'],
  ['přeprava', 'doprava', 'transport', 'logistika', 'logistics'],
  ['zdravotnictví', 'healthcare'],
  ['JavaScript', 'JS'],
  ['TypeScript', 'TS'],
  ['Kubernetes', 'k8s'],
  ['PostgreSQL', 'Postgres'],
  ['.NET', 'dotnet'],
  ['C#', 'csharp'],
];

/** The search synonyms singleton, seeded for the demo. */
export function searchSynonymsDocument() {
  return {
    _id: 'searchSynonyms',
    _type: 'searchSynonyms',
    groups: synonymGroups.map((terms, index) => ({
      _key: `group-${index + 1}`,
      _type: 'synonymGroup',
      terms,
    })),
  };
}
