/** The positions each demo company hires for, fitting its industry, and how many it has open. */
export interface Role {
  cs: string;
  en: string;
  /** Work that cannot be done from home (no remote or hybrid offers). */
  onsite?: boolean;
}

export interface Openings {
  roles: Role[];
  /** How many offers the company publishes (live and expired together). */
  count: number;
  /** How many of them, the last ones, have already expired. */
  expired?: number;
}

const role = (cs: string, en: string, onsite = false): Role => ({ cs, en, onsite });

export const openingsByCompany: Record<string, Openings> = {
  pixelhouse: {
    count: 15,
    expired: 1,
    roles: [
      role('Frontend vývojář/ka', 'Frontend developer'),
      role('Backend vývojář/ka', 'Backend developer'),
      role('Produktový designér/ka', 'Product designer'),
      role('UX výzkumník/ice', 'UX researcher'),
      role('Tester/ka softwaru', 'QA engineer'),
      role('Projektový manažer/ka', 'Project manager'),
      role('DevOps inženýr/ka', 'DevOps engineer'),
    ],
  },
  'koruna-pay': {
    count: 11,
    roles: [
      role('Backend vývojář/ka (Kotlin)', 'Backend developer (Kotlin)'),
      role('Analytik/čka prevence podvodů', 'Fraud prevention analyst'),
      role('Specialista/ka AML a compliance', 'AML and compliance specialist'),
      role('Produktový manažer/ka plateb', 'Payments product manager'),
      role('Bezpečnostní inženýr/ka', 'Security engineer'),
      role('Datový analytik/čka', 'Data analyst'),
      role('Specialista/ka zákaznické podpory', 'Customer support specialist'),
    ],
  },
  'zelena-energie': {
    count: 9,
    roles: [
      role('Projektant/ka fotovoltaických elektráren', 'Solar plant design engineer'),
      role('Servisní technik/čka větrných elektráren', 'Wind turbine service technician', true),
      role('Energetický analytik/čka', 'Energy analyst'),
      role('Python vývojář/ka', 'Python developer'),
      role('Obchodní zástupce/kyně pro firmy', 'Business sales representative'),
    ],
  },
  'strojirny-hana': {
    count: 13,
    expired: 1,
    roles: [
      role('Technik/čka údržby', 'Maintenance technician', true),
      role('Operátor/ka CNC', 'CNC operator', true),
      role('Konstruktér/ka', 'Design engineer'),
      role('Technolog/žka výroby', 'Production engineer', true),
      role('Programátor/ka PLC', 'PLC programmer'),
      role('Svářeč/ka', 'Welder', true),
      role('Mistr/ová výroby', 'Production supervisor', true),
    ],
  },
  medicata: {
    count: 8,
    roles: [
      role('.NET vývojář/ka', '.NET developer'),
      role('Frontend vývojář/ka', 'Frontend developer'),
      role('Specialista/ka klinických aplikací', 'Clinical application specialist'),
      role('Tester/ka zdravotnického softwaru', 'Medical software QA engineer'),
      role('Specialista/ka regulace zdravotnických prostředků', 'Medical device regulatory specialist'),
    ],
  },
  'rychle-balik': {
    count: 14,
    expired: 1,
    roles: [
      role('Skladník/ice', 'Warehouse operative', true),
      role('Řidič/ka dodávky', 'Delivery van driver', true),
      role('Vedoucí směny skladu', 'Warehouse shift lead', true),
      role('Dispečer/ka přepravy', 'Transport dispatcher', true),
      role('Go vývojář/ka', 'Go developer'),
      role('Plánovač/ka tras', 'Route planner'),
      role('Specialista/ka zákaznické podpory', 'Customer support specialist'),
    ],
  },
  'hrave-studio': {
    count: 2,
    roles: [
      role('Herní designér/ka', 'Game designer'),
      role('Programátor/ka gameplaye (Unreal)', 'Gameplay programmer (Unreal)'),
    ],
  },
  mediabox: {
    count: 6,
    roles: [
      role('Redaktor/ka zpravodajství', 'News editor'),
      role('Video editor/ka', 'Video editor'),
      role('Marketingový specialista/ka', 'Marketing specialist'),
      role('Copywriter/ka', 'Copywriter'),
      role('PHP vývojář/ka', 'PHP developer'),
      role('Obchodník/ice s inzercí', 'Advertising sales executive'),
    ],
  },
  'nadhled-consulting': {
    count: 1,
    roles: [role('Konzultant/ka pro datovou analytiku', 'Data analytics consultant')],
  },
  knihomol: {
    count: 5,
    roles: [
      role('Knihkupec/knihkupkyně', 'Bookseller', true),
      role('Vedoucí prodejny', 'Store manager', true),
      role('Specialista/ka e-shopu', 'E-commerce specialist'),
      role('Skladník/ice e-shopu', 'Online store warehouse operative', true),
      role('PHP vývojář/ka', 'PHP developer'),
    ],
  },
  'skola-hrou': {
    count: 0,
    roles: [
      role('Flutter vývojář/ka', 'Flutter developer'),
      role('Metodik/čka matematiky', 'Maths curriculum designer'),
    ],
  },
  'datova-tovarna': {
    count: 3,
    roles: [
      role('Datový vědec/vědkyně', 'Data scientist'),
      role('ML inženýr/ka', 'ML engineer'),
      role('Datový inženýr/ka', 'Data engineer'),
    ],
  },
};

/** The openings of a company by its slug; numbered copies (`pixelhouse-2`) hire like the original. */
export function openingsFor(slug: string): Openings {
  return openingsByCompany[slug] ?? openingsByCompany[slug.replace(/-\d+$/, '')] ?? { count: 0, roles: [] };
}
