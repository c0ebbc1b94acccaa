/**
 * The positions each demo company hires for, fitting its industry, and how many it has open.
 * Each role has its own description (what the work is, what it takes) and a pay level: the
 * median gross monthly wage of its CZ-ISCO occupation (see salaries.ts and docs/content.md).
 */
import type { DrivingLicence } from '../../schemas/job-enums';

export type Pair = [cs: string, en: string];

export interface Role {
  cs: string;
  en: string;
  /** Work that cannot be done from home (no remote or hybrid offers). */
  onsite?: boolean;
  /** The CZ-ISCO occupation whose median pay the offer follows. */
  isco: string;
  /** Median gross monthly wage of that occupation, CZK, rounded (the medior level). */
  median: number;
  /** Offers paid in euros: roles the company fills from the whole EU. */
  eur?: boolean;
  /** The driving licence group the work needs (its needs say so too). */
  drivingLicence?: DrivingLicence;
  /** One or two sentences on what the work is about. */
  summary: Pair;
  tasks: Pair[];
  needs: Pair[];
}

export interface Openings {
  roles: Role[];
  /** How many offers the company publishes (live and expired together). */
  count: number;
  /** How many of them, the last ones, have already expired. */
  expired?: number;
}

type RoleText = Pick<Role, 'summary' | 'tasks' | 'needs'>;
type RoleOptions = Pick<Role, 'isco' | 'median'> & {
  onsite?: boolean;
  eur?: boolean;
  drivingLicence?: DrivingLicence;
};

const role = (cs: string, en: string, options: RoleOptions, text: RoleText): Role => ({
  cs,
  en,
  onsite: options.onsite ?? false,
  ...options,
  ...text,
});

const frontend = role(
  'Frontend vývojář/ka',
  'Frontend developer',
  { isco: '2512', median: 75_000 },
  {
    summary: [
      'Stavíte rozhraní, na která lidé klikají každý den, a hlídáte, aby byla rychlá a přístupná i na slabém telefonu.',
      'You build the screens people click through every day and make sure they stay fast and accessible on a cheap phone.',
    ],
    tasks: [
      [
        'Vyvíjíte komponenty v Reactu a TypeScriptu od návrhu po nasazení',
        'Develop React and TypeScript components from design to release',
      ],
      ['S designéry ladíte detaily přímo ve Figmě', 'Polish the details with designers right in Figma'],
      [
        'Měříte výkon stránek a opravujete, co zdržuje',
        'Measure page performance and fix what slows it down',
      ],
    ],
    needs: [
      ['Pracujete s moderním JavaScriptem a TypeScriptem', 'You work with modern JavaScript and TypeScript'],
      [
        'Víte, proč na sémantickém HTML a přístupnosti záleží',
        'You know why semantic HTML and accessibility matter',
      ],
      [
        'Píšete testy, protože chcete, ne protože musíte',
        'You write tests because you want to, not because you must',
      ],
    ],
  },
);

const customerSupport = role(
  'Specialista/ka zákaznické podpory',
  'Customer support specialist',
  { isco: '4222', median: 34_000 },
  {
    summary: [
      'Jste první člověk, se kterým zákazník mluví, když se něco pokazí, a postaráte se, aby odcházel s vyřešenou věcí.',
      'You are the first person a customer talks to when something goes wrong, and you make sure they leave with it solved.',
    ],
    tasks: [
      ['Odpovídáte na chat, e-maily a telefonáty', 'Answer chats, e-mails and phone calls'],
      [
        'Složitější případy předáváte kolegům s jasným popisem',
        'Hand over harder cases to colleagues with a clear write-up',
      ],
      [
        'Upozorňujete produktový tým na opakující se potíže',
        'Point out recurring problems to the product team',
      ],
    ],
    needs: [
      ['Píšete srozumitelně a bez chyb', 'You write clearly and correctly'],
      ['Zachováte klid i u rozzlobeného zákazníka', 'You stay calm with an angry customer'],
      ['Domluvíte se anglicky', 'You can hold a conversation in English'],
    ],
  },
);

const phpDeveloper = role(
  'PHP vývojář/ka',
  'PHP developer',
  { isco: '2512', median: 68_000 },
  {
    summary: [
      'Udržujete a rozvíjíte web s velkou návštěvností: každá zrychlená stránka se projeví v tisících spokojených čtenářů.',
      'You keep a high-traffic website running and growing: every page you speed up shows in thousands of happy readers.',
    ],
    tasks: [
      ['Píšete nové funkce v PHP 8 a Symfony', 'Write new features in PHP 8 and Symfony'],
      ['Ladíte dotazy do databáze a cache', 'Tune database queries and caching'],
      ['Postupně přepisujete starší části kódu', 'Rewrite older parts of the code step by step'],
    ],
    needs: [
      [
        'Máte za sebou aspoň jeden projekt v moderním PHP',
        'You have at least one project in modern PHP behind you',
      ],
      ['Rozumíte SQL a indexům', 'You understand SQL and indexes'],
      ['Nebojíte se číst cizí kód', 'You are not afraid of reading other people’s code'],
    ],
  },
);

export const openingsByCompany: Record<string, Openings> = {
  pixelhouse: {
    count: 15,
    expired: 1,
    roles: [
      frontend,
      role(
        'Backend vývojář/ka',
        'Backend developer',
        { isco: '2512', median: 75_000 },
        {
          summary: [
            'Navrhujete API a služby, na kterých stojí aplikace našich klientů, od e-shopů po bankovnictví.',
            'You design the APIs and services our clients’ apps run on, from online shops to banking.',
          ],
          tasks: [
            ['Píšete služby v Node.js a TypeScriptu', 'Write services in Node.js and TypeScript'],
            ['Navrhujete datové modely v PostgreSQL', 'Design data models in PostgreSQL'],
            [
              'Hlídáte logování, metriky a výkon v produkci',
              'Look after logging, metrics and performance in production',
            ],
          ],
          needs: [
            [
              'Rozumíte HTTP, REST a relačním databázím',
              'You understand HTTP, REST and relational databases',
            ],
            [
              'Umíte vysvětlit technické rozhodnutí i netechnikovi',
              'You can explain a technical decision to a non-engineer',
            ],
            ['Máte rádi jednoduchá řešení', 'You like simple solutions'],
          ],
        },
      ),
      role(
        'Produktový designér/ka',
        'Product designer',
        { isco: '2166', median: 62_000 },
        {
          summary: [
            'Převádíte potřeby uživatelů do návrhů, které tým umí postavit a klient pochopit.',
            'You turn users’ needs into designs the team can build and the client can understand.',
          ],
          tasks: [
            [
              'Kreslíte toky, wireframy i finální obrazovky ve Figmě',
              'Draw flows, wireframes and final screens in Figma',
            ],
            [
              'Testujete prototypy s lidmi, kteří je budou používat',
              'Test prototypes with the people who will use them',
            ],
            ['Rozvíjíte náš designový systém', 'Grow our design system'],
          ],
          needs: [
            ['Portfolio, ze kterého je vidět, jak přemýšlíte', 'A portfolio that shows how you think'],
            ['Zkušenost s designovými systémy', 'Experience with design systems'],
            ['Chuť obhájit návrh daty, ne dojmem', 'The will to defend a design with data, not taste'],
          ],
        },
      ),
      role(
        'UX výzkumník/ice',
        'UX researcher',
        { isco: '2519', median: 60_000 },
        {
          summary: [
            'Zjišťujete, co lidé opravdu dělají, a ne jen co o sobě říkají. Vaše zjištění rozhodují o tom, co budeme stavět.',
            'You find out what people really do, not just what they say about themselves. Your findings decide what we build next.',
          ],
          tasks: [
            ['Vedete rozhovory a uživatelská testování', 'Run interviews and usability tests'],
            ['Shrnujete zjištění tak, aby je tým použil', 'Summarise findings so the team acts on them'],
            ['Pomáháte klientům formulovat správné otázky', 'Help clients ask the right questions'],
          ],
          needs: [
            ['Znáte kvalitativní i kvantitativní metody', 'You know qualitative and quantitative methods'],
            ['Umíte naslouchat a neskáčete do řeči', 'You listen and do not interrupt'],
            ['Píšete stručně a výstižně', 'You write briefly and to the point'],
          ],
        },
      ),
      role(
        'Tester/ka softwaru',
        'QA engineer',
        { isco: '2519', median: 58_000 },
        {
          summary: [
            'Hledáte chyby dřív než zákazníci a pomáháte týmu psát software, který se nerozbije při první aktualizaci.',
            'You find bugs before customers do and help the team write software that does not break at the first update.',
          ],
          tasks: [
            ['Píšete automatické testy v Playwrightu', 'Write automated tests in Playwright'],
            ['Plánujete testování nových verzí', 'Plan testing for new releases'],
            [
              'Zkoušíte, co se stane, když uživatel udělá něco nečekaného',
              'Try what happens when a user does something unexpected',
            ],
          ],
          needs: [
            ['Základy programování v JavaScriptu nebo Pythonu', 'Basic programming in JavaScript or Python'],
            ['Pečlivost a zvědavost', 'Care and curiosity'],
            [
              'Umíte chybu popsat tak, aby ji šlo zopakovat',
              'You can describe a bug so anyone can reproduce it',
            ],
          ],
        },
      ),
      role(
        'Projektový manažer/ka',
        'Project manager',
        { isco: '2421', median: 70_000 },
        {
          summary: [
            'Držíte projekty v termínu a rozpočtu a jste spojkou mezi klientem a týmem, který produkt staví.',
            'You keep projects on time and on budget, and you are the link between the client and the team that builds the product.',
          ],
          tasks: [
            ['Plánujete sprinty a hlídáte priority', 'Plan sprints and keep priorities straight'],
            [
              'Vedete schůzky s klienty a píšete z nich závěry',
              'Run client meetings and write up what was agreed',
            ],
            ['Včas upozorníte na rizika', 'Raise risks early'],
          ],
          needs: [
            ['Aspoň dva roky řízení digitálních projektů', 'At least two years of running digital projects'],
            ['Agilní přístup bez dogmat', 'An agile approach without dogma'],
            ['Angličtinu na úrovni jednání s klientem', 'English good enough for client meetings'],
          ],
        },
      ),
      role(
        'DevOps inženýr/ka',
        'DevOps engineer',
        { isco: '2522', median: 76_000 },
        {
          summary: [
            'Staráte se o to, aby nasazení nové verze bylo nudné: automatické, vratné a bez nočních služeb.',
            'You make releasing a new version boring: automated, reversible and free of night shifts.',
          ],
          tasks: [
            ['Spravujete Kubernetes clustery a CI/CD', 'Run Kubernetes clusters and CI/CD'],
            ['Píšete infrastrukturu jako kód v Terraformu', 'Write infrastructure as code in Terraform'],
            ['Nastavujete monitoring a upozornění', 'Set up monitoring and alerting'],
          ],
          needs: [
            ['Linux vás nezaskočí', 'Linux holds no surprises for you'],
            ['Zkušenost s kontejnery a cloudem', 'Experience with containers and the cloud'],
            ['Klid při řešení výpadků', 'Calm during outages'],
          ],
        },
      ),
    ],
  },
  'koruna-pay': {
    count: 11,
    roles: [
      role(
        'Backend vývojář/ka (Kotlin)',
        'Backend developer (Kotlin)',
        { isco: '2512', median: 82_000 },
        {
          summary: [
            'Píšete služby, přes které každou sekundu projdou desítky plateb. Chyba tu stojí peníze, proto si na kvalitě zakládáme.',
            'You write services dozens of payments pass through every second. A mistake here costs money, so we take quality seriously.',
          ],
          tasks: [
            [
              'Vyvíjíte platební služby v Kotlinu a Spring Bootu',
              'Build payment services in Kotlin and Spring Boot',
            ],
            ['Zpracováváte události z Kafky', 'Process events from Kafka'],
            ['Účastníte se code review a pohotovosti', 'Take part in code review and the on-call rota'],
          ],
          needs: [
            ['Zkušenost s Kotlinem nebo Javou', 'Experience with Kotlin or Java'],
            ['Rozumíte transakcím a souběžnosti', 'You understand transactions and concurrency'],
            ['Zajímá vás, jak fungují peníze', 'You are curious about how money works'],
          ],
        },
      ),
      role(
        'Analytik/čka prevence podvodů',
        'Fraud prevention analyst',
        { isco: '2413', median: 58_000 },
        {
          summary: [
            'Odhalujete podvodné platby dřív, než poškodí obchodníky a jejich zákazníky.',
            'You catch fraudulent payments before they hurt merchants and their customers.',
          ],
          tasks: [
            ['Vyhodnocujete podezřelé transakce', 'Review suspicious transactions'],
            ['Ladíte pravidla a skórovací modely', 'Tune rules and scoring models'],
            ['Spolupracujete s bankami a policií', 'Work with banks and the police'],
          ],
          needs: [
            ['Analytické myšlení a SQL', 'Analytical thinking and SQL'],
            ['Diskrétnost', 'Discretion'],
            ['Výhodou je zkušenost z banky', 'Experience from a bank is a plus'],
          ],
        },
      ),
      role(
        'Specialista/ka AML a compliance',
        'AML and compliance specialist',
        { isco: '2422', median: 62_000 },
        {
          summary: [
            'Hlídáte, aby platební brána plnila zákon o praní špinavých peněz a požadavky České národní banky.',
            'You make sure the payment gateway meets anti-money-laundering law and the Czech National Bank’s requirements.',
          ],
          tasks: [
            ['Prověřujete nové obchodníky', 'Vet new merchants'],
            ['Připravujete podklady pro ČNB a audity', 'Prepare reports for the CNB and audits'],
            ['Školíte kolegy v nových pravidlech', 'Train colleagues in new rules'],
          ],
          needs: [
            ['Znalost AML legislativy', 'Knowledge of AML legislation'],
            ['Vzdělání v oboru práva nebo ekonomie', 'A background in law or economics'],
            ['Pečlivost a samostatnost', 'Care and independence'],
          ],
        },
      ),
      role(
        'Produktový manažer/ka plateb',
        'Payments product manager',
        { isco: '2421', median: 85_000 },
        {
          summary: [
            'Rozhodujete, co platební brána umí. Mluvíte s obchodníky, čtete data a převádíte obojí do jasných zadání.',
            'You decide what the payment gateway can do. You talk to merchants, read the data and turn both into clear briefs.',
          ],
          tasks: [
            ['Vlastníte roadmapu platebních metod', 'Own the payment methods roadmap'],
            ['Píšete zadání a přijímáte hotovou práci', 'Write briefs and accept finished work'],
            ['Sledujete konverzi plateb', 'Track payment conversion'],
          ],
          needs: [
            ['Zkušenost s produktovým řízením', 'Product management experience'],
            [
              'Rozumíte kartovým platbám a bankovním převodům',
              'You understand card payments and bank transfers',
            ],
            ['Rozhodujete se na základě dat', 'You decide based on data'],
          ],
        },
      ),
      role(
        'Bezpečnostní inženýr/ka',
        'Security engineer',
        { isco: '2529', median: 88_000, eur: true },
        {
          summary: [
            'Chráníte systémy, kterým obchodníci svěřují peníze svých zákazníků. Pracujete s týmem rozprostřeným po celé Evropě.',
            'You protect the systems merchants trust with their customers’ money, with a team spread across Europe.',
          ],
          tasks: [
            ['Děláte bezpečnostní revize kódu a architektury', 'Review code and architecture for security'],
            [
              'Řídíte penetrační testy a certifikaci PCI DSS',
              'Run penetration tests and PCI DSS certification',
            ],
            ['Reagujete na bezpečnostní incidenty', 'Respond to security incidents'],
          ],
          needs: [
            ['Zkušenost s aplikační bezpečností', 'Experience in application security'],
            ['Znalost cloudu a Kubernetes', 'Knowledge of the cloud and Kubernetes'],
            ['Plynulou angličtinu', 'Fluent English'],
          ],
        },
      ),
      role(
        'Datový analytik/čka',
        'Data analyst',
        { isco: '2511', median: 62_000 },
        {
          summary: [
            'Z milionů transakcí děláte odpovědi na otázky obchodu, produktu i vedení.',
            'You turn millions of transactions into answers for sales, product and management.',
          ],
          tasks: [
            ['Píšete dotazy v SQL a stavíte reporty', 'Write SQL queries and build reports'],
            ['Ověřujete dopady nových funkcí', 'Measure the impact of new features'],
            [
              'Vysvětlujete čísla lidem bez analytického vzdělání',
              'Explain numbers to people without an analytics background',
            ],
          ],
          needs: [
            ['Pokročilé SQL', 'Advanced SQL'],
            ['Základy statistiky', 'Basic statistics'],
            ['Python nebo R je výhodou', 'Python or R is a plus'],
          ],
        },
      ),
      customerSupport,
    ],
  },
  'zelena-energie': {
    count: 9,
    roles: [
      role(
        'Projektant/ka fotovoltaických elektráren',
        'Solar plant design engineer',
        { isco: '2151', median: 58_000, drivingLicence: 'B' },
        {
          summary: [
            'Navrhujete fotovoltaické elektrárny na střechy domů, škol i obecních úřadů, od prvního měření po projekt pro stavební úřad.',
            'You design solar plants for the roofs of homes, schools and town halls, from the first measurement to the permit drawings.',
          ],
          tasks: [
            [
              'Navrhujete rozmístění panelů a elektrické zapojení',
              'Lay out panels and the electrical wiring',
            ],
            ['Počítáte výnosy a návratnost', 'Calculate yields and payback'],
            ['Jezdíte na obhlídky střech po Moravě', 'Visit roofs across Moravia'],
          ],
          needs: [
            ['Elektrotechnické vzdělání', 'An electrical engineering background'],
            ['Práci v CAD', 'CAD skills'],
            ['Řidičský průkaz skupiny B', 'A driving licence'],
          ],
        },
      ),
      role(
        'Servisní technik/čka větrných elektráren',
        'Wind turbine service technician',
        { isco: '7412', median: 44_000, onsite: true },
        {
          summary: [
            'Udržujete v chodu větrné elektrárny na Vysočině a v Jeseníkách. Práce ve výšce, v týmu dvou lidí a s výhledem, který jinde nemají.',
            'You keep wind turbines running in the Bohemian-Moravian Highlands and the Jeseníky mountains: work at height, in pairs, with a view nobody else gets.',
          ],
          tasks: [
            ['Provádíte pravidelné prohlídky a údržbu', 'Carry out regular inspections and maintenance'],
            [
              'Opravujete poruchy elektrických a mechanických částí',
              'Repair electrical and mechanical faults',
            ],
            ['Zapisujete servisní záznamy do tabletu', 'Log service records on a tablet'],
          ],
          needs: [
            [
              'Výuční list nebo maturitu v elektro oboru',
              'A vocational or secondary qualification in electrical work',
            ],
            [
              'Vyhlášku 50/1978 Sb. nebo ochotu ji získat',
              'Czech electrical qualification (Decree 50/1978) or the will to get it',
            ],
            ['Nebojíte se výšek', 'You are not afraid of heights'],
          ],
        },
      ),
      role(
        'Energetický analytik/čka',
        'Energy analyst',
        { isco: '2149', median: 58_000 },
        {
          summary: [
            'Předpovídáte, kolik energie naše zdroje vyrobí a kolik jí zákazníci spotřebují, a pomáháte obchodovat s přebytky.',
            'You forecast how much energy our plants will produce and our customers will use, and help trade the surplus.',
          ],
          tasks: [
            ['Stavíte modely výroby a spotřeby', 'Build production and consumption models'],
            ['Sledujete ceny na burze', 'Follow exchange prices'],
            ['Připravujete podklady pro nabídky obcím', 'Prepare the numbers for offers to towns'],
          ],
          needs: [
            ['Technické nebo ekonomické vzdělání', 'A technical or economics degree'],
            ['Excel a základy Pythonu', 'Excel and basic Python'],
            ['Zájem o energetiku', 'An interest in energy'],
          ],
        },
      ),
      role(
        'Python vývojář/ka',
        'Python developer',
        { isco: '2512', median: 72_000 },
        {
          summary: [
            'Vyvíjíte systém, který řídí stovky domácích baterií tak, aby se energie spotřebovala tam, kde vznikla.',
            'You build the system that steers hundreds of home batteries so energy is used where it is made.',
          ],
          tasks: [
            ['Píšete backend v Pythonu a Djangu', 'Write the backend in Python and Django'],
            ['Zpracováváte data z měničů a elektroměrů', 'Process data from inverters and meters'],
            ['Stavíte přehledy v Grafaně', 'Build dashboards in Grafana'],
          ],
          needs: [
            ['Zkušenost s Pythonem', 'Experience with Python'],
            ['Práci s časovými řadami', 'Working with time series'],
            ['Zájem o obnovitelné zdroje', 'An interest in renewable energy'],
          ],
        },
      ),
      role(
        'Obchodní zástupce/kyně pro firmy',
        'Business sales representative',
        { isco: '3322', median: 46_000, drivingLicence: 'B' },
        {
          summary: [
            'Nabízíte firmám a obcím vlastní zdroj energie. Nepřesvědčujete, radíte: spokojený starosta doporučí dalšího.',
            'You offer companies and towns their own source of energy. You advise rather than persuade: a happy mayor recommends the next one.',
          ],
          tasks: [
            ['Vyhledáváte nové zákazníky v regionu', 'Find new customers in the region'],
            ['Připravujete nabídky s projektanty', 'Prepare offers with the design engineers'],
            ['Staráte se o zákazníky i po předání', 'Look after customers after handover'],
          ],
          needs: [
            ['Zkušenost s obchodem B2B', 'B2B sales experience'],
            ['Řidičský průkaz skupiny B', 'A driving licence'],
            ['Spolehlivost a slušné vystupování', 'Reliability and good manners'],
          ],
        },
      ),
    ],
  },
  'strojirny-hana': {
    count: 13,
    expired: 1,
    roles: [
      role(
        'Technik/čka údržby',
        'Maintenance technician',
        { isco: '7233', median: 42_000, onsite: true },
        {
          summary: [
            'Staráte se o to, aby linky ve výrobě běžely. Když se stroj zastaví, jste u něj první.',
            'You keep the production lines running. When a machine stops, you are the first one there.',
          ],
          tasks: [
            ['Provádíte preventivní údržbu strojů', 'Carry out preventive maintenance'],
            [
              'Opravujete mechanické, hydraulické a elektrické závady',
              'Fix mechanical, hydraulic and electrical faults',
            ],
            ['Navrhujete úpravy, které poruchám předejdou', 'Suggest changes that prevent breakdowns'],
          ],
          needs: [
            ['Vyučení v technickém oboru', 'A technical apprenticeship'],
            ['Ochotu pracovat ve třísměnném provozu', 'Willingness to work three shifts'],
            ['Vyhláška 50/1978 Sb. je výhodou', 'An electrical qualification (Decree 50/1978) is a plus'],
          ],
        },
      ),
      role(
        'Operátor/ka CNC',
        'CNC operator',
        { isco: '7223', median: 39_000, onsite: true },
        {
          summary: [
            'Obsluhujete CNC obráběcí centra, na kterých vznikají díly pro naše stroje. Přesnost tu měříme v setinách milimetru.',
            'You run the CNC machining centres that make parts for our machines. Accuracy here is measured in hundredths of a millimetre.',
          ],
          tasks: [
            ['Seřizujete a obsluhujete CNC stroje', 'Set up and run CNC machines'],
            ['Kontrolujete rozměry hotových dílů', 'Check the dimensions of finished parts'],
            [
              'Drobné úpravy programů konzultujete s technologem',
              'Agree small program changes with the production engineer',
            ],
          ],
          needs: [
            ['Čtení technických výkresů', 'Reading technical drawings'],
            [
              'Zkušenost s obsluhou CNC (zaučíme i absolventy)',
              'CNC experience (we train school leavers too)',
            ],
            ['Pečlivost', 'Care'],
          ],
        },
      ),
      role(
        'Konstruktér/ka',
        'Design engineer',
        { isco: '2144', median: 56_000 },
        {
          summary: [
            'Navrhujete nové obráběcí stroje a jejich části, od prvního náčrtu po výkresovou dokumentaci pro dílnu.',
            'You design new machine tools and their parts, from the first sketch to the drawings the workshop builds from.',
          ],
          tasks: [
            ['Modelujete v SolidWorks nebo Inventoru', 'Model in SolidWorks or Inventor'],
            ['Počítáte pevnost a tuhost konstrukcí', 'Calculate strength and stiffness'],
            ['Řešíte se zákazníky zakázkové úpravy', 'Work out custom changes with customers'],
          ],
          needs: [
            ['Vzdělání ve strojírenství', 'A mechanical engineering degree'],
            ['Zkušenost s 3D CAD', 'Experience with 3D CAD'],
            ['Němčina nebo angličtina výhodou', 'German or English is a plus'],
          ],
        },
      ),
      role(
        'Technolog/žka výroby',
        'Production engineer',
        { isco: '2141', median: 54_000, onsite: true },
        {
          summary: [
            'Určujete, jak se díl vyrobí: na jakém stroji, jakým nástrojem a za jak dlouho.',
            'You decide how a part is made: on which machine, with which tool and in how much time.',
          ],
          tasks: [
            ['Připravujete technologické postupy', 'Write process plans'],
            ['Programujete CNC stroje', 'Program CNC machines'],
            ['Hledáte úspory času a materiálu', 'Find savings in time and material'],
          ],
          needs: [
            ['Strojní vzdělání', 'A mechanical engineering background'],
            ['Znalost obrábění', 'Knowledge of machining'],
            ['Zkušenost se SAP výhodou', 'SAP experience is a plus'],
          ],
        },
      ),
      role(
        'Programátor/ka PLC',
        'PLC programmer',
        { isco: '3113', median: 60_000 },
        {
          summary: [
            'Oživujete stroje: píšete programy, které řídí jejich pohyb, bezpečnost a komunikaci s výrobní linkou.',
            'You bring machines to life: you write the programs that control their motion, safety and talk to the production line.',
          ],
          tasks: [
            ['Programujete PLC Siemens a B&R', 'Program Siemens and B&R PLCs'],
            ['Uvádíte stroje do provozu u zákazníků', 'Commission machines at customers’ sites'],
            ['Navrhujete rozhraní pro obsluhu', 'Design operator panels'],
          ],
          needs: [
            ['Elektrotechnické vzdělání', 'An electrical engineering background'],
            ['Zkušenost s TIA Portalem', 'Experience with TIA Portal'],
            ['Ochotu cestovat několik týdnů ročně', 'Willingness to travel a few weeks a year'],
          ],
        },
      ),
      role(
        'Svářeč/ka',
        'Welder',
        { isco: '7212', median: 38_000, onsite: true },
        {
          summary: [
            'Svařujete rámy a nosné konstrukce strojů, které pak léta pracují v továrnách po celém světě.',
            'You weld the frames and load-bearing structures of machines that then work for years in factories around the world.',
          ],
          tasks: [
            ['Svařujete metodou MAG a TIG', 'Weld with MAG and TIG'],
            ['Pracujete podle výkresů', 'Work from drawings'],
            ['Kontrolujete kvalitu svárů', 'Check the quality of your welds'],
          ],
          needs: [
            ['Platný svářečský průkaz', 'A valid welding certificate'],
            ['Zkušenost se svařováním konstrukcí', 'Experience welding structures'],
            ['Ochotu pracovat na dvě směny', 'Willingness to work two shifts'],
          ],
        },
      ),
      role(
        'Mistr/ová výroby',
        'Production supervisor',
        { isco: '3122', median: 52_000, onsite: true },
        {
          summary: [
            'Vedete směnu třiceti lidí a odpovídáte za to, že se vyrobí, co se má, bezpečně a v kvalitě.',
            'You lead a shift of thirty people and make sure what is planned gets made, safely and well.',
          ],
          tasks: [
            ['Rozdělujete práci a plánujete směny', 'Assign work and plan shifts'],
            ['Řešíte výpadky a nedostatek materiálu', 'Deal with breakdowns and material shortages'],
            ['Zaučujete nové kolegy', 'Train new colleagues'],
          ],
          needs: [
            ['Praxi ve strojírenské výrobě', 'Experience in engineering production'],
            ['Zkušenost s vedením lidí', 'Experience leading people'],
            ['Přirozenou autoritu a férovost', 'Natural authority and fairness'],
          ],
        },
      ),
    ],
  },
  medicata: {
    count: 8,
    roles: [
      role(
        '.NET vývojář/ka',
        '.NET developer',
        { isco: '2512', median: 74_000 },
        {
          summary: [
            'Rozvíjíte nemocniční informační systém, se kterým denně pracují tisíce lékařů a sester.',
            'You develop the hospital information system thousands of doctors and nurses use every day.',
          ],
          tasks: [
            ['Píšete backend v C# a .NET', 'Write the backend in C# and .NET'],
            [
              'Napojujete laboratoře a pojišťovny přes standard HL7 FHIR',
              'Connect laboratories and insurers through HL7 FHIR',
            ],
            ['Hlídáte výkon i ve špičce ranních vizit', 'Keep it fast during the morning ward rounds'],
          ],
          needs: [
            ['Zkušenost s C# a .NET', 'Experience with C# and .NET'],
            ['Znalost SQL', 'SQL skills'],
            [
              'Smysl pro odpovědnost: na datech závisí pacienti',
              'A sense of responsibility: patients depend on the data',
            ],
          ],
        },
      ),
      frontend,
      role(
        'Specialista/ka klinických aplikací',
        'Clinical application specialist',
        { isco: '2269', median: 56_000 },
        {
          summary: [
            'Jste most mezi nemocnicí a vývojem: rozumíte práci na oddělení i tomu, co software umí.',
            'You are the bridge between the hospital and development: you understand ward work and what the software can do.',
          ],
          tasks: [
            ['Zavádíte systém v nemocnicích', 'Roll the system out in hospitals'],
            ['Školíte lékaře a sestry', 'Train doctors and nurses'],
            ['Sbíráte požadavky z praxe', 'Collect requirements from practice'],
          ],
          needs: [
            [
              'Zdravotnické vzdělání nebo praxi v nemocnici',
              'A healthcare background or hospital experience',
            ],
            ['Trpělivost při vysvětlování', 'Patience when explaining'],
            ['Ochotu cestovat po Česku', 'Willingness to travel around the Czech Republic'],
          ],
        },
      ),
      role(
        'Tester/ka zdravotnického softwaru',
        'Medical software QA engineer',
        { isco: '2519', median: 58_000 },
        {
          summary: [
            'Ověřujete, že každá verze systému je bezpečná pro pacienty. Testování tu má pravidla daná normou a vy je umíte dodržet.',
            'You verify that each release is safe for patients. Testing here follows a standard, and you know how to keep to it.',
          ],
          tasks: [
            ['Píšete a provádíte testovací scénáře', 'Write and run test scenarios'],
            ['Automatizujete regresní testy', 'Automate regression tests'],
            ['Dokumentujete výsledky pro certifikaci', 'Document results for certification'],
          ],
          needs: [
            ['Zkušenost s testováním softwaru', 'Experience in software testing'],
            ['Znalost normy IEC 62304 výhodou', 'Knowledge of IEC 62304 is a plus'],
            ['Pečlivost', 'Meticulousness'],
          ],
        },
      ),
      role(
        'Specialista/ka regulace zdravotnických prostředků',
        'Medical device regulatory specialist',
        { isco: '2422', median: 62_000 },
        {
          summary: [
            'Provázíte náš software certifikací podle evropského nařízení o zdravotnických prostředcích (MDR).',
            'You guide our software through certification under the EU Medical Device Regulation (MDR).',
          ],
          tasks: [
            ['Připravujete technickou dokumentaci', 'Prepare the technical documentation'],
            ['Komunikujete s notifikovanou osobou', 'Deal with the notified body'],
            ['Udržujete systém řízení kvality', 'Maintain the quality management system'],
          ],
          needs: [
            ['Zkušenost s MDR nebo ISO 13485', 'Experience with MDR or ISO 13485'],
            ['Přesné vyjadřování v češtině i angličtině', 'Precise writing in Czech and English'],
            ['Systematičnost', 'A systematic mind'],
          ],
        },
      ),
    ],
  },
  'rychle-balik': {
    count: 14,
    expired: 1,
    roles: [
      role(
        'Skladník/ice',
        'Warehouse operative',
        { isco: '9333', median: 32_000, onsite: true },
        {
          summary: [
            'Třídíte a chystáte zásilky, aby druhý den ráno dorazily k adresátům. Práce je fyzická, tým je parta a směny znáte měsíc dopředu.',
            'You sort and prepare parcels so they reach people the next morning. The work is physical, the team is close and you know your shifts a month ahead.',
          ],
          tasks: [
            ['Vykládáte a třídíte zásilky', 'Unload and sort parcels'],
            ['Pracujete se čtečkou čárových kódů', 'Work with a barcode scanner'],
            ['Nakládáte auta na rozvoz', 'Load the delivery vans'],
          ],
          needs: [
            ['Dobrou fyzickou kondici', 'Good physical fitness'],
            ['Spolehlivost a dochvilnost', 'Reliability and punctuality'],
            ['Průkaz na vysokozdvižný vozík výhodou', 'A forklift licence is a plus'],
          ],
        },
      ),
      role(
        'Řidič/ka dodávky',
        'Delivery van driver',
        { isco: '8322', median: 35_000, onsite: true, drivingLicence: 'B' },
        {
          summary: [
            'Rozvážíte zásilky po své stálé trase a znáte zákazníky jménem. Auto, telefon i palivo platíme my.',
            'You deliver parcels on your own regular route and know your customers by name. We pay for the van, the phone and the fuel.',
          ],
          tasks: [
            ['Doručujete 80 až 120 zásilek denně', 'Deliver 80 to 120 parcels a day'],
            [
              'Vybíráte dobírky a potvrzujete doručení v aplikaci',
              'Collect cash on delivery and confirm in the app',
            ],
            ['Staráte se o svěřené auto', 'Look after your van'],
          ],
          needs: [
            ['Řidičský průkaz skupiny B', 'A driving licence'],
            ['Orientaci ve městě', 'A good sense of direction'],
            ['Vstřícnost k lidem', 'A friendly manner'],
          ],
        },
      ),
      role(
        'Vedoucí směny skladu',
        'Warehouse shift lead',
        { isco: '4321', median: 44_000, onsite: true },
        {
          summary: [
            'Vedete noční směnu třídicího centra: rozhodujete, kdo co dělá, a hlídáte, aby poslední auto odjelo včas.',
            'You run the sorting centre’s night shift: you decide who does what and make sure the last van leaves on time.',
          ],
          tasks: [
            ['Rozdělujete práci dvaceti lidem', 'Assign work to twenty people'],
            ['Řešíte výpadky a zpoždění kamionů', 'Handle breakdowns and late lorries'],
            ['Zaučujete nové kolegy', 'Train new colleagues'],
          ],
          needs: [
            ['Praxi ve skladu nebo logistice', 'Warehouse or logistics experience'],
            ['Zkušenost s vedením týmu', 'Experience leading a team'],
            ['Klid v rušných chvílích', 'Calm when things get busy'],
          ],
        },
      ),
      role(
        'Dispečer/ka přepravy',
        'Transport dispatcher',
        { isco: '4323', median: 40_000, onsite: true },
        {
          summary: [
            'Řídíte kamiony mezi depy a řešíte všechno, co se na cestě pokazí, od nehody po uzavřenou dálnici.',
            'You steer the lorries between depots and handle whatever goes wrong on the road, from an accident to a closed motorway.',
          ],
          tasks: [
            ['Plánujete linkové jízdy', 'Plan trunk routes'],
            ['Jste v kontaktu s řidiči a depy', 'Stay in touch with drivers and depots'],
            ['Hlídáte dobu řízení a odpočinku', 'Watch driving and rest times'],
          ],
          needs: [
            ['Zkušenost z dopravy nebo spedice', 'Experience in transport or freight forwarding'],
            ['Práci s počítačem a telefonem zároveň', 'Working a computer and a phone at once'],
            ['Rozhodnost', 'Decisiveness'],
          ],
        },
      ),
      role(
        'Go vývojář/ka',
        'Go developer',
        { isco: '2512', median: 78_000 },
        {
          summary: [
            'Píšete systém, který každou noc sleduje milion zásilek a ví o každé z nich, kde právě je.',
            'You write the system that follows a million parcels every night and knows where each of them is.',
          ],
          tasks: [
            ['Vyvíjíte služby v Go', 'Build services in Go'],
            ['Zpracováváte události ze skenerů přes Kafku', 'Process scanner events through Kafka'],
            ['Navrhujete API pro e-shopy', 'Design APIs for online shops'],
          ],
          needs: [
            [
              'Zkušenost s Go, nebo chuť naučit se ho, pokud přicházíte od jiného jazyka',
              'Experience with Go, or the will to learn it coming from another language',
            ],
            ['Rozumíte distribuovaným systémům', 'You understand distributed systems'],
            ['Zajímá vás logistika', 'Logistics interests you'],
          ],
        },
      ),
      role(
        'Plánovač/ka tras',
        'Route planner',
        { isco: '4323', median: 45_000 },
        {
          summary: [
            'Skládáte trasy řidičů tak, aby ujeli co nejméně kilometrů a zákazníci dostali zásilku v čase, který jim slíbíme.',
            'You put together drivers’ routes so they drive as few kilometres as possible and customers get their parcels when we promised.',
          ],
          tasks: [
            ['Plánujete trasy v optimalizačním nástroji', 'Plan routes in an optimisation tool'],
            ['Vyhodnocujete vytížení aut', 'Analyse van utilisation'],
            ['Upravujete plány podle sezóny', 'Adjust plans to the season'],
          ],
          needs: [
            ['Pokročilý Excel', 'Advanced Excel'],
            ['Zkušenost z logistiky výhodou', 'Logistics experience is a plus'],
            ['Smysl pro čísla a mapy', 'A feel for numbers and maps'],
          ],
        },
      ),
      customerSupport,
    ],
  },
  'hrave-studio': {
    count: 2,
    roles: [
      role(
        'Herní designér/ka',
        'Game designer',
        { isco: '2166', median: 56_000 },
        {
          summary: [
            'Vymýšlíte, co hráč dělá, proč ho to baví a kdy ho to přestane bavit. Pak to s týmem měníte, dokud hra nesedí.',
            'You work out what the player does, why it is fun and when it stops being fun. Then you change it with the team until the game clicks.',
          ],
          tasks: [
            ['Navrhujete mechaniky a úrovně', 'Design mechanics and levels'],
            ['Skládáte prototypy přímo v enginu', 'Build prototypes right in the engine'],
            ['Sledujete playtesty a vyvozujete z nich změny', 'Watch playtests and turn them into changes'],
          ],
          needs: [
            ['Aspoň jednu vydanou hru nebo mod', 'At least one released game or mod'],
            ['Zkušenost s Unreal nebo Unity', 'Experience with Unreal or Unity'],
            [
              'Schopnost vzdát se nápadu, který nefunguje',
              'The ability to let go of an idea that does not work',
            ],
          ],
        },
      ),
      role(
        'Programátor/ka gameplaye (Unreal)',
        'Gameplay programmer (Unreal)',
        { isco: '2512', median: 70_000, eur: true },
        {
          summary: [
            'Převádíte nápady designérů do hratelné podoby v Unreal Enginu. Tým je mezinárodní, proto mzdu vyplácíme v eurech.',
            'You turn designers’ ideas into something playable in Unreal Engine. The team is international, so we pay in euros.',
          ],
          tasks: [
            [
              'Programujete herní mechaniky v C++ a Blueprintech',
              'Program game mechanics in C++ and Blueprints',
            ],
            ['Ladíte ovládání, aby bylo příjemné', 'Tune the controls until they feel right'],
            ['Optimalizujete výkon na konzolích', 'Optimise performance on consoles'],
          ],
          needs: [
            ['Dobrou znalost C++', 'Good C++'],
            ['Zkušenost s Unreal Enginem', 'Experience with Unreal Engine'],
            ['Angličtinu pro každodenní práci', 'English for everyday work'],
          ],
        },
      ),
    ],
  },
  mediabox: {
    count: 6,
    roles: [
      role(
        'Redaktor/ka zpravodajství',
        'News editor',
        { isco: '2642', median: 46_000 },
        {
          summary: [
            'Píšete zprávy, které čte půl milionu lidí. Ověřujete dřív, než publikujete, a opravujete hned, když se spletete.',
            'You write news half a million people read. You check before you publish and correct at once when you get it wrong.',
          ],
          tasks: [
            ['Píšete a editujete zprávy z domova', 'Write and edit home news'],
            ['Ověřujete informace u zdrojů', 'Verify information with sources'],
            ['Střídáte se v ranních a večerních službách', 'Take turns on morning and evening shifts'],
          ],
          needs: [
            ['Výbornou češtinu', 'Excellent Czech'],
            ['Zkušenost z redakce', 'Newsroom experience'],
            ['Přehled o domácí politice', 'A grasp of Czech politics'],
          ],
        },
      ),
      role(
        'Video editor/ka',
        'Video editor',
        { isco: '3521', median: 42_000 },
        {
          summary: [
            'Stříháte krátká videa na web a sociální sítě. Z hodiny materiálu uděláte minutu, kterou lidé dokoukají.',
            'You cut short videos for the site and social media. From an hour of footage you make the minute people watch to the end.',
          ],
          tasks: [
            ['Stříháte v Premiere Pro nebo DaVinci Resolve', 'Edit in Premiere Pro or DaVinci Resolve'],
            ['Připravujete titulky a grafiku', 'Prepare subtitles and graphics'],
            ['Spolupracujete s redaktory na námětech', 'Work with editors on story ideas'],
          ],
          needs: [
            ['Portfolio střihu', 'An editing portfolio'],
            ['Cit pro tempo a příběh', 'A feel for pace and story'],
            ['Rychlost bez ztráty kvality', 'Speed without losing quality'],
          ],
        },
      ),
      role(
        'Marketingový specialista/ka',
        'Marketing specialist',
        { isco: '2431', median: 52_000 },
        {
          summary: [
            'Přivádíte k našemu zpravodajství a podcastům nové čtenáře a posluchače a zjišťujete, co je u nás drží.',
            'You bring new readers and listeners to our news and podcasts, and find out what keeps them with us.',
          ],
          tasks: [
            ['Plánujete a vyhodnocujete kampaně', 'Plan and evaluate campaigns'],
            ['Staráte se o newslettery', 'Run our newsletters'],
            ['Sledujete data o návštěvnosti', 'Follow traffic data'],
          ],
          needs: [
            ['Zkušenost s digitálním marketingem', 'Digital marketing experience'],
            ['Práci s analytickými nástroji', 'Working with analytics tools'],
            ['Dobré psaní', 'Good writing'],
          ],
        },
      ),
      role(
        'Copywriter/ka',
        'Copywriter',
        { isco: '2641', median: 45_000 },
        {
          summary: [
            'Píšete texty kampaní pro naše inzerenty i pro nás samotné. Krátce, vtipně a tak, aby to sedělo značce.',
            'You write campaign copy for our advertisers and for ourselves: short, witty and true to the brand.',
          ],
          tasks: [
            ['Píšete texty reklam, webů a sociálních sítí', 'Write copy for ads, websites and social media'],
            ['Vymýšlíte koncepty kampaní s grafiky', 'Come up with campaign concepts with designers'],
            ['Korigujete texty kolegů', 'Proofread colleagues’ copy'],
          ],
          needs: [
            ['Portfolio textů', 'A portfolio of copy'],
            ['Bezchybnou češtinu', 'Flawless Czech'],
            ['Smysl pro humor', 'A sense of humour'],
          ],
        },
      ),
      phpDeveloper,
      role(
        'Obchodník/ice s inzercí',
        'Advertising sales executive',
        { isco: '3322', median: 48_000 },
        {
          summary: [
            'Prodáváte reklamní prostor na webu a v podcastech a pomáháte klientům najít formát, který jim přinese výsledky.',
            'You sell advertising on the site and in podcasts and help clients find the format that gets them results.',
          ],
          tasks: [
            ['Staráte se o portfolio klientů a agentur', 'Look after a portfolio of clients and agencies'],
            ['Připravujete nabídky a vyhodnocení kampaní', 'Prepare proposals and campaign reports'],
            ['Hledáte nové obchodní příležitosti', 'Find new business'],
          ],
          needs: [
            ['Zkušenost s prodejem médií nebo reklamy', 'Experience selling media or advertising'],
            ['Vyjednávací schopnosti', 'Negotiation skills'],
            ['Přehled o mediálním trhu', 'Knowledge of the media market'],
          ],
        },
      ),
    ],
  },
  'nadhled-consulting': {
    count: 1,
    roles: [
      role(
        'Konzultant/ka pro datovou analytiku',
        'Data analytics consultant',
        { isco: '2421', median: 76_000 },
        {
          summary: [
            'Pomáháte středním firmám rozhodovat podle dat místo podle pocitu. Jste u projektu od první schůzky po předání reportů.',
            'You help mid-sized companies decide on data rather than gut feeling, from the first meeting to handing over the reports.',
          ],
          tasks: [
            ['Zjišťujete, na co se klient potřebuje ptát', 'Find out what the client needs to ask'],
            ['Stavíte reporty v Power BI', 'Build reports in Power BI'],
            ['Školíte lidi u klienta', 'Train the client’s people'],
          ],
          needs: [
            [
              'Aspoň tři roky v analytice nebo poradenství',
              'At least three years in analytics or consulting',
            ],
            ['Power BI a SQL', 'Power BI and SQL'],
            ['Umíte mluvit s ředitelem i účetní', 'You can talk to a CEO and to an accountant'],
          ],
        },
      ),
    ],
  },
  knihomol: {
    count: 5,
    roles: [
      role(
        'Knihkupec/knihkupkyně',
        'Bookseller',
        { isco: '5223', median: 31_000, onsite: true },
        {
          summary: [
            'Radíte zákazníkům, co číst, a pomáháte jim najít knihu, o které ještě nevědí, že ji hledají.',
            'You advise customers on what to read and help them find the book they do not yet know they are looking for.',
          ],
          tasks: [
            ['Obsluhujete zákazníky a pokladnu', 'Serve customers and work the till'],
            ['Doplňujete a aranžujete regály', 'Restock and arrange the shelves'],
            ['Pomáháte s autorskými čteními', 'Help with author readings'],
          ],
          needs: [
            ['Rádi a hodně čtete', 'You read a lot, and gladly'],
            ['Vstřícnost k lidem', 'A friendly manner'],
            ['Ochotu pracovat o víkendech podle rozpisu', 'Willingness to work weekends on a rota'],
          ],
        },
      ),
      role(
        'Vedoucí prodejny',
        'Store manager',
        { isco: '1420', median: 45_000, onsite: true },
        {
          summary: [
            'Vedete knihkupectví jako vlastní: tým, sortiment, akce pro čtenáře i tržby.',
            'You run the bookshop as if it were your own: the team, the range, events for readers and the takings.',
          ],
          tasks: [
            ['Vedete tým pěti až osmi knihkupců', 'Lead a team of five to eight booksellers'],
            ['Objednáváte zboží a plánujete akce', 'Order stock and plan events'],
            ['Odpovídáte za hospodaření prodejny', 'Answer for the shop’s results'],
          ],
          needs: [
            ['Zkušenost s vedením prodejny', 'Experience running a shop'],
            ['Přehled o knižním trhu', 'Knowledge of the book market'],
            ['Organizační schopnosti', 'Organisational skills'],
          ],
        },
      ),
      role(
        'Specialista/ka e-shopu',
        'E-commerce specialist',
        { isco: '2431', median: 46_000 },
        {
          summary: [
            'Staráte se o e-shop s desítkami tisíc titulů, aby v něm čtenáři našli, co hledají, a vraceli se.',
            'You look after an online store with tens of thousands of titles, so readers find what they want and come back.',
          ],
          tasks: [
            ['Spravujete kategorie a popisy knih', 'Manage categories and book descriptions'],
            ['Připravujete akce a newslettery', 'Prepare promotions and newsletters'],
            ['Sledujete konverze a vyhledávání', 'Follow conversions and search'],
          ],
          needs: [
            ['Zkušenost se správou e-shopu', 'Experience running an online store'],
            ['Základy SEO a analytiky', 'Basics of SEO and analytics'],
            ['Vztah ke knihám', 'A love of books'],
          ],
        },
      ),
      role(
        'Skladník/ice e-shopu',
        'Online store warehouse operative',
        { isco: '9333', median: 31_000, onsite: true },
        {
          summary: [
            'Balíte objednávky z e-shopu tak, aby knihy dorazily bez jediného ohnutého rohu.',
            'You pack online orders so the books arrive without a single bent corner.',
          ],
          tasks: [
            ['Vychystáváte a balíte objednávky', 'Pick and pack orders'],
            ['Přijímáte zboží od nakladatelů', 'Receive stock from publishers'],
            ['Pomáháte s inventurou', 'Help with stocktaking'],
          ],
          needs: [
            ['Pečlivost a pořádkumilovnost', 'Care and tidiness'],
            ['Spolehlivost', 'Reliability'],
            ['Práci ve stoje zvládnete', 'You are fine working on your feet'],
          ],
        },
      ),
      phpDeveloper,
    ],
  },
  'skola-hrou': {
    count: 0,
    roles: [
      role(
        'Flutter vývojář/ka',
        'Flutter developer',
        { isco: '2512', median: 70_000 },
        {
          summary: [
            'Stavíte aplikaci, ve které se děti učí matematiku hrou, na telefonech i tabletech.',
            'You build the app in which children learn maths by playing, on phones and tablets.',
          ],
          tasks: [
            ['Vyvíjíte aplikaci ve Flutteru', 'Build the app in Flutter'],
            ['Animujete úlohy', 'Animate the exercises'],
            ['Napojujete Firebase', 'Connect Firebase'],
          ],
          needs: [
            ['Zkušenost s Flutterem', 'Flutter experience'],
            ['Cit pro animace', 'A feel for animation'],
            ['Trpělivost při testování s dětmi', 'Patience when testing with children'],
          ],
        },
      ),
      role(
        'Metodik/čka matematiky',
        'Maths curriculum designer',
        { isco: '2351', median: 45_000 },
        {
          summary: [
            'Navrhujete úlohy tak, aby odpovídaly rámcovému vzdělávacímu programu a děti u nich vydržely.',
            'You design exercises that follow the national curriculum and keep children engaged.',
          ],
          tasks: [
            ['Připravujete sady úloh', 'Prepare sets of exercises'],
            ['Testujete je ve školách', 'Test them in schools'],
            ['Spolupracujete s vývojáři', 'Work with developers'],
          ],
          needs: [
            ['Pedagogické vzdělání', 'A teaching qualification'],
            ['Praxi na základní škole', 'Primary school experience'],
            ['Zájem o technologie', 'An interest in technology'],
          ],
        },
      ),
    ],
  },
  'datova-tovarna': {
    count: 3,
    roles: [
      role(
        'Datový vědec/vědkyně',
        'Data scientist',
        { isco: '2120', median: 80_000 },
        {
          summary: [
            'Z vibrací, teplot a proudů poznáte, že se stroj za dva týdny porouchá. Vaše modely běží v továrnách našich zákazníků.',
            'From vibration, temperature and current you can tell a machine will fail in two weeks. Your models run in our customers’ factories.',
          ],
          tasks: [
            ['Navrhujete modely prediktivní údržby', 'Design predictive maintenance models'],
            ['Ověřujete je na datech ze senzorů', 'Validate them on sensor data'],
            ['Vysvětlujete výsledky technologům', 'Explain results to production engineers'],
          ],
          needs: [
            ['Statistiku a strojové učení', 'Statistics and machine learning'],
            ['Python a PyTorch', 'Python and PyTorch'],
            ['Zájem o to, jak fungují stroje', 'An interest in how machines work'],
          ],
        },
      ),
      role(
        'ML inženýr/ka',
        'ML engineer',
        { isco: '2512', median: 85_000, eur: true },
        {
          summary: [
            'Dostáváte modely z notebooku do provozu, kde běží na datech z tisíců senzorů. Pracujete pro zákazníky z celé EU.',
            'You take models from the notebook into production, where they run on data from thousands of sensors, for customers across the EU.',
          ],
          tasks: [
            [
              'Stavíte pipeline pro trénování a nasazení modelů',
              'Build pipelines for training and deploying models',
            ],
            ['Spravujete modely v Kubernetes', 'Run models on Kubernetes'],
            ['Měříte, jak modely stárnou', 'Measure how models drift'],
          ],
          needs: [
            ['Python a zkušenost s MLOps', 'Python and MLOps experience'],
            ['Kontejnery a Kubernetes', 'Containers and Kubernetes'],
            ['Plynulou angličtinu', 'Fluent English'],
          ],
        },
      ),
      role(
        'Datový inženýr/ka',
        'Data engineer',
        { isco: '2512', median: 78_000 },
        {
          summary: [
            'Stavíte cesty, kterými data ze strojů tečou k analytikům: spolehlivě, včas a v pořádku.',
            'You build the paths data takes from machines to the analysts: reliably, on time and in order.',
          ],
          tasks: [
            ['Navrhujete datové pipeline', 'Design data pipelines'],
            ['Spravujete databáze časových řad', 'Run time-series databases'],
            ['Hlídáte kvalitu dat', 'Watch data quality'],
          ],
          needs: [
            ['Python a SQL', 'Python and SQL'],
            ['Zkušenost s PostgreSQL', 'PostgreSQL experience'],
            ['Smysl pro pořádek', 'A sense of order'],
          ],
        },
      ),
    ],
  },
};

/** The openings of a company by its slug; numbered copies (`pixelhouse-2`) hire like the original. */
export function openingsFor(slug: string): Openings {
  return openingsByCompany[slug] ?? openingsByCompany[slug.replace(/-\d+$/, '')] ?? { count: 0, roles: [] };
}
