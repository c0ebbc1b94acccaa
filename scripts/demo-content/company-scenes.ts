import type { Workplace } from './workplace-scenes';

/** What a workplace picture shows, for its alternative text: [Czech, English]. */
export const workplaceAlt: Record<Workplace, [string, string]> = {
  machineHall: [
    'Obráběcí hala: CNC stroje, mostový jeřáb a seřizovač u stroje',
    'The machining hall: CNC machines, an overhead crane and a setter at a machine',
  ],
  assemblyLine: [
    'Montážní linka s robotickým ramenem a dvěma montéry u pásu',
    'An assembly line with a robotic arm and two fitters at the belt',
  ],
  warehouse: [
    'Sklad s regály plnými krabic a vysokozdvižným vozíkem',
    'A warehouse with racks full of boxes and a forklift',
  ],
  sortingHub: [
    'Třídicí centrum: balíky na pásech a vrata pro dodávky',
    'The sorting hub: parcels on conveyor belts and loading doors for vans',
  ],
  dataLab: [
    'Datový tým u monitorů s grafy, na zdi tabule s výsledky modelu',
    'The data team at screens full of charts, a board with model results on the wall',
  ],
  serverRoom: [
    'Serverovna s řadou racků a technikem mezi nimi',
    'A server room with a row of racks and a technician between them',
  ],
  designStudio: [
    'Designérské studio: stěna s lepicími papírky a stoly s návrhy na monitorech',
    'The design studio: a wall of sticky notes and desks with mock-ups on the screens',
  ],
  gameStudio: [
    'Herní studio: vývojáři u monitorů se scénou ze hry, na zdi plakát a ovladač',
    'The game studio: developers at screens showing a game level, a poster and a gamepad on the wall',
  ],
  clinic: [
    'Ambulance s lůžkem, monitorem životních funkcí a lékařkou',
    'A consulting room with a bed, a vital-signs monitor and a doctor',
  ],
  classroom: [
    'Třída: učitel u tabule a děti v lavicích',
    'A classroom: the teacher at the blackboard and children at their desks',
  ],
  bookshop: [
    'Knihkupectví s policemi až ke stropu a knihkupcem u pokladny',
    'A bookshop with shelves up to the ceiling and a bookseller at the till',
  ],
  newsroom: [
    'Redakce: novináři u stolů, na stěně obrazovky a zpravodajský pruh',
    'The newsroom: journalists at their desks, screens and a news ticker on the wall',
  ],
  podcastStudio: [
    'Podcastové studio: dva moderátoři u mikrofonů pod nápisem ON AIR',
    'The podcast studio: two hosts at their microphones under an ON AIR sign',
  ],
  solarPark: [
    'Solární park: řady panelů v trávě a technik na obchůzce',
    'A solar park: rows of panels in the grass and a technician on his round',
  ],
  windFarm: [
    'Větrná farma na kopcích a dva technici u servisního vozu',
    'A wind farm on the hills and two technicians by the service van',
  ],
  boardroom: [
    'Porada v zasedačce: prezentace s grafy a tým kolem stolu',
    'A meeting in the boardroom: a presentation with charts and the team around the table',
  ],
  openOffice: [
    'Otevřená kancelář s výhledem na město a lidmi u monitorů',
    'An open-plan office with a view of the city and people at their screens',
  ],
  paymentCounter: [
    'Platba kartou u platebního terminálu na pultu',
    'A card payment at a terminal on the counter',
  ],
};

/**
 * Where each demo company works: its first scene is its own trade (no other company has it), the
 * rest complete the picture; the gallery cycles through them. The clip pans over the first scene.
 */
export const companyScenes: Record<string, { scenes: Workplace[]; clip: { cs: string[]; en: string[] } }> = {
  pixelhouse: {
    scenes: ['designStudio', 'openOffice', 'boardroom'],
    clip: {
      cs: ['Ranní stand-up v designérském studiu', 'Návrhy z tabule jdou ještě dnes do prototypu'],
      en: ['The morning stand-up in the design studio', 'The sketches on the wall become a prototype today'],
    },
  },
  'koruna-pay': {
    scenes: ['paymentCounter', 'serverRoom', 'openOffice'],
    clip: {
      cs: ['Každá platba projde za méně než sekundu', 'Terminály, karty a servery, které nespí'],
      en: ['Every payment goes through in under a second', 'Terminals, cards and servers that never sleep'],
    },
  },
  'zelena-energie': {
    scenes: ['solarPark', 'windFarm', 'openOffice'],
    clip: {
      cs: ['Obchůzka solárního parku u Olomouce', 'Každý panel hlásí svůj výkon do dispečinku'],
      en: ['A round of the solar park near Olomouc', 'Every panel reports its output to the control room'],
    },
  },
  'strojirny-hana': {
    scenes: ['machineHall', 'assemblyLine', 'warehouse'],
    clip: {
      cs: ['Ranní směna v obráběcí hale', 'Jeřáb přiváží další obrobek ke stroji'],
      en: ['The morning shift in the machining hall', 'The crane brings the next workpiece to the machine'],
    },
  },
  medicata: {
    scenes: ['clinic', 'openOffice', 'boardroom'],
    clip: {
      cs: [
        'Naše aplikace v ambulanci, kde ji lékaři používají',
        'Monitor, lůžko a software, na který je spolehnutí',
      ],
      en: ['Our app in the consulting room where doctors use it', 'A monitor, a bed and software to rely on'],
    },
  },
  'rychle-balik': {
    scenes: ['sortingHub', 'warehouse', 'openOffice'],
    clip: {
      cs: ['Třídicí centrum v noční špičce', 'Balíky míří na pásech k vratům dodávek'],
      en: ['The sorting hub at the night-time peak', 'Parcels ride the belts to the loading doors'],
    },
  },
  'hrave-studio': {
    scenes: ['gameStudio', 'designStudio', 'boardroom'],
    clip: {
      cs: ['Playtest nové úrovně v herním studiu', 'Kdo najde chybu, dostane kafe'],
      en: ['Playtesting a new level in the game studio', 'Whoever finds a bug gets a coffee'],
    },
  },
  mediabox: {
    scenes: ['newsroom', 'podcastStudio', 'openOffice'],
    clip: {
      cs: ['Redakce šest minut před uzávěrkou', 'Zprávy běží na obrazovkách i v pruhu'],
      en: ['The newsroom six minutes before the deadline', 'The news runs on the screens and in the ticker'],
    },
  },
  'nadhled-consulting': {
    scenes: ['boardroom', 'dataLab', 'openOffice'],
    clip: {
      cs: ['Workshop s klientem v naší zasedačce', 'Z čísel děláme rozhodnutí'],
      en: ['A workshop with a client in our boardroom', 'We turn numbers into decisions'],
    },
  },
  knihomol: {
    scenes: ['bookshop', 'warehouse', 'openOffice'],
    clip: {
      cs: ['Procházka knihkupectvím v Plzni', 'Každou knihu na polici někdo z nás četl'],
      en: ['A walk through the bookshop in Pilsen', 'Someone among us has read every book on the shelves'],
    },
  },
  'skola-hrou': {
    scenes: ['classroom', 'designStudio', 'openOffice'],
    clip: {
      cs: ['Hodina matematiky s naší aplikací', 'Děti počítají a učitel vidí, kde pomoct'],
      en: ['A maths lesson with our app', 'The children work the sums and the teacher sees where to help'],
    },
  },
  'datova-tovarna': {
    scenes: ['dataLab', 'serverRoom', 'boardroom'],
    clip: {
      cs: ['Datový tým ladí nový model', 'Grafy na monitorech ukazují, jak se učí'],
      en: ['The data team tunes a new model', 'The charts on the screens show how it learns'],
    },
  },
};
