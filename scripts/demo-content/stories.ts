/**
 * What people at each demo company say about their work, in their own voices: 40 stories, each
 * in Czech and English. Invented people; any likeness to real ones is chance.
 */
export interface Story {
  person: string;
  role: [cs: string, en: string];
  story: [cs: string, en: string];
}

const story = (person: string, role: [string, string], cs: string, en: string): Story => ({
  person,
  role,
  story: [cs, en],
});

export const storiesByCompany: Record<string, Story[]> = {
  pixelhouse: [
    story(
      'Jana Nováková',
      ['Frontend vývojářka', 'Frontend developer'],
      'Přišla jsem z agentury, kde se termíny hasily přes víkendy. Tady mi první týden vedoucí řekl: „Když to do pátku nestihneme, řekneme to klientovi ve středu.“ A opravdu to tak funguje.',
      'I came from an agency where deadlines were put out like fires at weekends. In my first week here my lead said: “If we can’t make it by Friday, we tell the client on Wednesday.” And that is really how it works.',
    ),
    story(
      'Tomáš Černý',
      ['Designér', 'Designer'],
      'Nejvíc mě baví testování s lidmi. Jednou jsme hodinu pozorovali paní, která nemohla najít tlačítko Zaplatit, a celý tým pak přestal věřit svým předpokladům. Od té doby testujeme každý měsíc.',
      'What I enjoy most is testing with people. Once we spent an hour watching a woman who could not find the Pay button, and the whole team stopped trusting its assumptions. We have tested every month since.',
    ),
    story(
      'Kateřina Procházková',
      ['Projektová manažerka', 'Project manager'],
      'Moje práce je hlavně překládat: z jazyka klienta do jazyka vývojářů a zpátky. Oceňuju, že se tu nikdo nebojí říct, že něčemu nerozumí. Ušetří to týdny.',
      'My job is mostly translating, from the client’s language into the developers’ and back. I value that nobody here is afraid to say they don’t understand something. It saves weeks.',
    ),
    story(
      'Ondřej Pokorný',
      ['DevOps inženýr', 'DevOps engineer'],
      'Poslední noční výpadek jsme měli před rokem a půl. Nasazujeme dvacetkrát denně a nikdo u toho nezadržuje dech.',
      'Our last night-time outage was a year and a half ago. We release twenty times a day and nobody holds their breath.',
    ),
  ],
  'koruna-pay': [
    story(
      'Petr Dvořák',
      ['Backend vývojář', 'Backend developer'],
      'V platbách se nedá říct „nějak to dopadne“. Každá změna projde dvěma code review a testem na kopii produkce. Zní to pomalu, ale díky tomu v pátek odpoledne klidně nasadím.',
      'In payments you can’t say “it’ll work out somehow”. Every change goes through two code reviews and a test on a copy of production. It sounds slow, but it means I can release on a Friday afternoon without worrying.',
    ),
    story(
      'Veronika Králová',
      ['Analytička rizik', 'Risk analyst'],
      'Před Vánoci vidím v datech, jak se podvodníci učí. Je to hra na kočku a myš, jenže když vyhraju, někdo nepřijde o výplatu. To mě drží.',
      'Before Christmas I can see in the data how fraudsters learn. It is cat and mouse, except that when I win, somebody keeps their pay. That keeps me going.',
    ),
    story(
      'David Beneš',
      ['Vedoucí týmu podpory', 'Support team lead'],
      'Začínal jsem na telefonu a dnes vedu dvanáct lidí. Obchodníkům nevoláme, až když je problém, ale i když vidíme, že by jim nějaká funkce ušetřila peníze.',
      'I started on the phones and now lead twelve people. We don’t call merchants only when there’s a problem, but also when we see a feature that would save them money.',
    ),
    story(
      'Michaela Dušková',
      ['Specialistka compliance', 'Compliance specialist'],
      'Lidé si pod compliance představí razítka. U nás sedím u stolu s vývojáři, když navrhují novou funkci, takže pravidla zapracujeme hned a ne dodatečně.',
      'People imagine compliance as rubber stamps. Here I sit with the developers while they design a new feature, so the rules go in from the start rather than afterwards.',
    ),
  ],
  'zelena-energie': [
    story(
      'Lukáš Zeman',
      ['Servisní technik', 'Service technician'],
      'Ráno na sto metrech nad Vysočinou, odpoledne v kanceláři nad protokolem. Lezení jsem se musel naučit, ale parťák mě to naučil dřív, než jsem čekal.',
      'Mornings a hundred metres above the Highlands, afternoons in the office writing up the report. I had to learn to climb, but my partner taught me sooner than I expected.',
    ),
    story(
      'Lucie Svobodová',
      ['Projektantka', 'Design engineer'],
      'Minulý rok jsem navrhla elektrárnu na střechu školy, kam chodí moje neteř. Děti teď mají na chodbě displej, kolik právě vyrábějí, a hádají se, kdo z nich vypnul světlo.',
      'Last year I designed a solar plant for the roof of my niece’s school. The children now have a display in the corridor showing how much it produces, and argue over who switched the lights off.',
    ),
    story(
      'Jakub Horák',
      ['Python vývojář', 'Python developer'],
      'Píšu software, který rozhoduje, kdy se má baterie ve sklepě nabíjet. Když se to povede, rodina ušetří pár stovek měsíčně a síť si oddychne.',
      'I write the software that decides when a battery in someone’s cellar should charge. When it works, a family saves a few hundred crowns a month and the grid gets a breather.',
    ),
    story(
      'Tereza Marková',
      ['Obchodní zástupkyně', 'Sales representative'],
      'Starostové malých obcí jsou nejtvrdší a nejvěrnější zákazníci. Nejdřív chtějí vidět čísla, pak chtějí vidět vás, a pak vás doporučí sousední vesnici.',
      'Mayors of small towns are the toughest and most loyal customers. First they want to see the numbers, then they want to see you, and then they recommend you to the next village.',
    ),
  ],
  'strojirny-hana': [
    story(
      'Martin Kučera',
      ['Svářeč', 'Welder'],
      'Svařuju tu dvacet let. Rám, který udělám, vydrží déle než já, a to je dobrý pocit.',
      'I have welded here for twenty years. A frame I make will outlast me, and that is a good feeling.',
    ),
    story(
      'Eva Veselá',
      ['Konstruktérka', 'Design engineer'],
      'Nastoupila jsem po škole a první rok jsem seděla vedle pana Hrubého, který tu kreslil stroje ještě na prkně. Naučil mě, že nejlepší konstrukce je ta, kterou dílna postaví bez jediného telefonátu.',
      'I joined straight from university and spent my first year next to Mr Hrubý, who drew machines here on a drawing board. He taught me that the best design is one the workshop can build without a single phone call.',
    ),
    story(
      'Jiří Pospíšil',
      ['Technik údržby', 'Maintenance technician'],
      'Když se zastaví linka, všichni se dívají na nás. Máme ale vedoucího, který po opravě nehledá viníka, ale ptá se, jak tomu příště předejít.',
      'When a line stops, everyone looks at us. But our manager doesn’t look for someone to blame after a repair; he asks how we can prevent it next time.',
    ),
    story(
      'Alena Kratochvílová',
      ['Technoložka výroby', 'Production engineer'],
      'Každý díl, který u nás vznikne, má za sebou můj postup. Baví mě hledat minuty: minulý měsíc jsme zkrátili obrábění skříně vřetena o čtvrthodinu.',
      'Every part we make follows a process plan I wrote. I love hunting for minutes: last month we cut fifteen minutes off machining a spindle housing.',
    ),
  ],
  medicata: [
    story(
      'Zuzana Němcová',
      ['Klinická specialistka', 'Clinical specialist'],
      'Deset let jsem byla sestrou na interně. Dnes učím své bývalé kolegy pracovat se systémem a vím, že o půlnoci nemají čas číst návod.',
      'For ten years I was a nurse on a medical ward. Now I teach my former colleagues to use the system, and I know that at midnight they have no time to read a manual.',
    ),
    story(
      'Radek Musil',
      ['.NET vývojář', '.NET developer'],
      'Jednou za čtvrt roku strávím den v nemocnici a dívám se lékařům přes rameno. Po každé takové návštěvě si přepíšu pár věcí, o kterých jsem si myslel, že jsou hotové.',
      'Once a quarter I spend a day in a hospital watching doctors over their shoulders. After every visit I rewrite a few things I thought were finished.',
    ),
    story(
      'Ivana Šťastná',
      ['Vedoucí testování', 'QA lead'],
      'U nás chyba neznamená jen naštvaného uživatele. Proto máme čas testovat pořádně a nikdo netlačí na vydání, dokud nejsme spokojení.',
      'Here a bug doesn’t just mean an annoyed user. That is why we have time to test properly, and nobody pushes for a release until we are satisfied.',
    ),
  ],
  'rychle-balik': [
    story(
      'Marek Vávra',
      ['Vedoucí směny', 'Shift lead'],
      'Noční směna má svůj rytmus: v deset přijedou kamiony, ve čtyři ráno odjíždí poslední auto. Mezi tím se nesmí nic zaseknout. Parta, se kterou to zvládáme, je to nejlepší na celé práci.',
      'The night shift has its rhythm: the lorries arrive at ten, the last van leaves at four in the morning. Nothing can jam in between. The crew we do it with is the best part of the job.',
    ),
    story(
      'Hana Urbanová',
      ['Dispečerka', 'Dispatcher'],
      'Minulou zimu zavřeli D1 a já měla na cestě čtyřicet kamionů. Do rána jsme je přesměrovali všechny a zákazníci si ničeho nevšimli.',
      'Last winter the D1 motorway closed while I had forty lorries on the road. By morning we had rerouted every one of them, and customers noticed nothing.',
    ),
    story(
      'Pavel Holub',
      ['Řidič', 'Driver'],
      'Jezdím pořád stejnou trasu po Plzni, takže lidi znám. Paní z trojky mi k Vánocům upekla cukroví, a to jsem jí celý rok nosil hlavně krmení pro psa.',
      'I drive the same route around Plzeň every day, so I know people. The lady at number three baked me Christmas biscuits, and all year I had mostly brought her dog food.',
    ),
    story(
      'Klára Jelínková',
      ['Go vývojářka', 'Go developer'],
      'Můj kód sleduje milion zásilek za noc. Když ráno otevřu přehled a všechno je zelené, vím, že i skladníci měli klidnou směnu.',
      'My code follows a million parcels a night. When I open the dashboard in the morning and everything is green, I know the warehouse had a quiet shift too.',
    ),
  ],
  'hrave-studio': [
    story(
      'Adam Kříž',
      ['Herní designér', 'Game designer'],
      'Nejtěžší na mé práci je škrtat. Na poslední hře jsme vyhodili úroveň, na které jsem dělal dva měsíce, a hra je bez ní lepší. Tady se to nikdo nebojí říct nahlas.',
      'The hardest part of my job is cutting. On our last game we threw out a level I had worked on for two months, and the game is better without it. Nobody here is afraid to say so.',
    ),
    story(
      'Barbora Sýkorová',
      ['Programátorka', 'Programmer'],
      'Každý pátek hrajeme rozpracovanou verzi celým studiem. Jednou za měsíc na to přijdou i lidi zvenku a jejich reakce nás vrátí na zem.',
      'Every Friday the whole studio plays the build in progress. Once a month people from outside join us, and their reactions bring us back down to earth.',
    ),
    story(
      'Filip Doležal',
      ['Výtvarník prostředí', 'Environment artist'],
      'Přišel jsem z architektury a bál jsem se, že budu jen kreslit hezké kulisy. Místo toho s designéry řešíme, kudy hráč půjde a proč.',
      'I came from architecture and feared I would just paint pretty backdrops. Instead I work out with the designers where the player will go, and why.',
    ),
  ],
  mediabox: [
    story(
      'Simona Kadlecová',
      ['Redaktorka', 'Editor'],
      'Ve zpravodajství je rychlost všechno, ale ne za cenu pravdy. Náš šéfredaktor má jedno pravidlo: „Radši druzí než špatně.“',
      'In news, speed is everything, but not at the cost of the truth. Our editor-in-chief has one rule: “Better second than wrong.”',
    ),
    story(
      'Vojtěch Malý',
      ['Střihač', 'Video editor'],
      'Z hodinového rozhovoru dělám minutu a půl. Nejvíc mě baví najít tu jednu větu, kvůli které lidi video dokoukají.',
      'I turn an hour-long interview into a minute and a half. What I enjoy most is finding the one sentence that makes people watch to the end.',
    ),
    story(
      'Gabriela Říhová',
      ['Vedoucí podcastů', 'Head of podcasts'],
      'Začínali jsme s jedním mikrofonem v zasedačce. Dnes máme studio a šest pořadů, ale pořád platí, že nápad může přinést kdokoli z redakce.',
      'We started with one microphone in the meeting room. Now we have a studio and six shows, but anyone in the newsroom can still pitch an idea.',
    ),
  ],
  'nadhled-consulting': [
    story(
      'Roman Štěpánek',
      ['Zakladatel a konzultant', 'Founder and consultant'],
      'Nadhled jsme založili, protože nás unavovaly prezentace o sto slajdech. Klientovi dáme tři doporučení a zůstaneme, dokud nezačnou fungovat.',
      'We founded Nadhled because we were tired of hundred-slide presentations. We give the client three recommendations and stay until they work.',
    ),
    story(
      'Markéta Vlčková',
      ['Konzultantka', 'Consultant'],
      'V malém týmu není kam se schovat, a to je dobře. Každý den vidím, co moje práce u klienta změnila.',
      'In a small team there is nowhere to hide, and that is a good thing. Every day I see what my work changed for the client.',
    ),
  ],
  knihomol: [
    story(
      'Jitka Benešová',
      ['Knihkupkyně', 'Bookseller'],
      'Nejhezčí chvíle je, když se zákazník vrátí a řekne: „Ta kniha, kterou jste mi minule doporučila, mě nepustila spát.“ Kvůli tomu tu jsem.',
      'The best moment is when a customer comes back and says: “That book you recommended last time kept me up all night.” That is why I’m here.',
    ),
    story(
      'Ondřej Fiala',
      ['Vedoucí prodejny', 'Store manager'],
      'Vedu prodejnu v Plzni a každý měsíc pořádáme čtení s autorem. Naposledy přišlo sto dvacet lidí a museli jsme půjčit židle od sousední kavárny.',
      'I run the Plzeň shop, and every month we host an author reading. Last time a hundred and twenty people came and we had to borrow chairs from the café next door.',
    ),
    story(
      'Petra Machová',
      ['Specialistka e-shopu', 'E-commerce specialist'],
      'Psát popisy knih tak, aby nezněly jako z katalogu, je řemeslo. Kolegové z prodejen mi posílají tipy a e-shop díky tomu zní jako knihkupectví, ne jako sklad.',
      'Writing book descriptions that don’t sound like a catalogue is a craft. Colleagues in the shops send me tips, so the online store sounds like a bookshop, not a warehouse.',
    ),
    story(
      'Josef Havlíček',
      ['Skladník e-shopu', 'Warehouse operative'],
      'Knihy balím pečlivěji než vlastní věci. Reklamaci kvůli ohnutému rohu jsme neměli od jara.',
      'I pack books more carefully than my own things. We haven’t had a complaint about a bent corner since spring.',
    ),
  ],
  'skola-hrou': [
    story(
      'Lenka Pokorná',
      ['Zakladatelka', 'Founder'],
      'Dvanáct let jsem učila matematiku na základní škole a pořád jsem viděla děti, které se jí bály. Škola hrou je můj pokus to změnit. Hledám lidi, kteří to chtějí zkusit se mnou.',
      'I taught maths at a primary school for twelve years and kept seeing children who were afraid of it. Škola hrou is my attempt to change that. I’m looking for people who want to try it with me.',
    ),
  ],
  'datova-tovarna': [
    story(
      'Daniel Kolář',
      ['Datový vědec', 'Data scientist'],
      'Náš model loni poznal prasklé ložisko dva týdny před tím, než by se lis zastavil. Technolog, který nám do té doby nevěřil, nám pak přinesl koláč.',
      'Last year our model spotted a cracked bearing two weeks before the press would have stopped. The production engineer who had not trusted us until then brought us a cake.',
    ),
    story(
      'Nikola Švecová',
      ['Datová inženýrka', 'Data engineer'],
      'Data ze strojů jsou špinavá: senzory vypadávají, hodiny se rozcházejí, někdo přepojí kabel. Baví mě z toho udělat něco, čemu analytici můžou věřit.',
      'Machine data is messy: sensors drop out, clocks drift, someone swaps a cable. I enjoy turning that into something analysts can trust.',
    ),
    story(
      'Štěpán Kopecký',
      ['ML inženýr', 'ML engineer'],
      'Přišel jsem z velké korporace, kde model čekal na nasazení půl roku. Tady to trvá týden a za měsíc víme, jestli pomáhá.',
      'I came from a big corporation where a model waited six months to go live. Here it takes a week, and within a month we know whether it helps.',
    ),
    story(
      'Anna Bartáková',
      ['Projektová manažerka', 'Project manager'],
      'Polovinu času trávím ve výrobních halách našich zákazníků. Kdo chce pochopit data, musí slyšet, jak stroj zní, když je v pořádku.',
      'I spend half my time on our customers’ factory floors. To understand the data, you have to hear what a machine sounds like when it is healthy.',
    ),
  ],
};
