import type { ArticleSections } from './article-sections';

/** More questions of the interviews (articles 9 to 12), after their first further ones. */
export const interviewSectionsContinued: ArticleSections[] = [
  {
    article: 9,
    cs: [
      '**Jak dnes hledáte vedoucí směn?**',
      'Nejdřív se dívám dovnitř. Kdo se na směně přirozeně stará o ostatní, kdo zaučuje nováčky, aniž by ho o to někdo žádal, kdo přijde s nápadem, jak něco zrychlit. Takové lidi oslovíme a nabídneme jim kurz vedení lidí. Ne každý chce, a to je v pořádku. Dobrý skladník nemusí chtít být vedoucím.',
      'Pokud nikoho vhodného uvnitř nemáme, hledáme venku, ale vždycky chceme, aby nový vedoucí strávil první dva týdny na lince. Jinak by mu lidé nevěřili a měli by pravdu.',
      '**Co byste změnila, kdybyste mohla začít znovu?**',
      'Dřív bych si řekla o pomoc. Dlouho jsem si myslela, že vedoucí musí všechno vědět. Přitom nejlepší rozhodnutí jsem udělala, když jsem přiznala, že nevím, a zeptala se lidí, kteří to věděli líp.',
    ],
    en: [
      '**How do you look for shift leads today?**',
      'I look inside first. Who naturally looks after the others on the shift, who trains newcomers without being asked, who comes up with an idea for speeding something up. We approach those people and offer them a course in leading people. Not everyone wants it, and that is fine. A good warehouse operative doesn’t have to want to be a manager.',
      'If we have nobody suitable inside, we look outside, but we always want a new shift lead to spend their first two weeks on the line. Otherwise people wouldn’t trust them, and they would be right.',
      '**What would you change if you could start again?**',
      'I would ask for help sooner. For a long time I thought a manager had to know everything. Yet my best decisions came when I admitted I didn’t know and asked people who knew better.',
    ],
  },
  {
    article: 10,
    cs: [
      '**Kdo se do kurzu hlásí?**',
      'Nejčastěji lidé, kteří mají vnoučata a chtějí jim rozumět. Pak bývalí inženýři a technici, kterým chybí přemýšlení nad problémy. A několik lidí přišlo, protože jim lékař doporučil trénovat paměť. Jeden pán mi řekl, že programování je pro něj lepší než křížovky, protože na konci něco funguje.',
      'Nejstarší účastnici bylo osmdesát dva let. Napsala program, který jí připomíná, kdy má vzít léky, a ukazuje ho každému, kdo k ní přijde na návštěvu.',
    ],
    en: [
      '**Who signs up for the course?**',
      'Most often people who have grandchildren and want to understand them. Then former engineers and technicians who miss thinking through problems. And a few people came because their doctor recommended training their memory. One gentleman told me programming is better than crosswords for him, because at the end something works.',
      'The oldest participant was eighty-two. She wrote a program that reminds her when to take her medicine, and she shows it to everyone who visits her.',
    ],
  },
  {
    article: 11,
    cs: [
      '**Jak velký je tým?**',
      'Vývoj má čtyřicet lidí ve čtyřech týmech. Každý tým má na starosti jednu oblast, třeba příjem pacientů nebo předepisování léků, a v každém je kromě vývojářů i tester a specialista klinických aplikací. To je obvykle bývalá sestra nebo lékař, který ví, jak se v nemocnici opravdu pracuje. Bez nich bychom stavěli software pro nemocnici, kterou si jen představujeme.',
    ],
    en: [
      '**How big is the team?**',
      'Development has forty people in four teams. Each team looks after one area, such as patient admission or prescribing, and besides developers each has a tester and a clinical application specialist. That is usually a former nurse or doctor who knows how a hospital really works. Without them we would be building software for a hospital we only imagine.',
    ],
  },
  {
    article: 12,
    cs: [
      '**Jak vypadal projekt, který jste zahodili nejpozději?**',
      'Byla to strategická hra ze středověku a dělali jsme na ní skoro rok. Vypadala krásně a na veletrhu se o ni lidé zajímali. Jenže když jsme ji dali hrát testerům na celé odpoledne, po hodině se nudili. Souboje se opakovaly a rozhodnutí neměla váhu. Zkoušeli jsme to opravit tři měsíce a pak jsme si přiznali, že problém je v základu.',
      'Zahodit ji bylo nejtěžší rozhodnutí, jaké jsme jako studio udělali. Ale polovinu nápadů jsme později použili v příběhové hře, která nakonec vyšla. Nic z té práce nebylo úplně zbytečné.',
      '**Jak se na selhání díváte dnes?**',
      'Jako na součást práce. Plánujeme s ním. Když začínáme nový projekt, rovnou si řekneme, podle čeho po měsíci poznáme, že nefunguje. Tak se rozhodujeme podle toho, co jsme si řekli předem, a ne podle toho, jak moc jsme si projekt mezitím zamilovali.',
    ],
    en: [
      '**What was the project you abandoned latest?**',
      'It was a medieval strategy game, and we worked on it for almost a year. It looked beautiful, and people at the trade fair were interested in it. But when we gave it to testers to play for a whole afternoon, they were bored after an hour. The battles repeated themselves and decisions had no weight. We tried to fix it for three months, and then we admitted the problem was in the foundations.',
      'Abandoning it was the hardest decision we have made as a studio. But we later used half of its ideas in the story game that finally came out. None of that work was completely wasted.',
      '**How do you see failure today?**',
      'As part of the job. We plan for it. When we start a new project, we agree straight away on how we will tell after a month that it isn’t working. That way we decide on what we said in advance, not on how much we have fallen in love with the project in the meantime.',
    ],
  },
  {
    article: 9,
    cs: [
      '**Jak se změnil váš pracovní den?**',
      'Dřív jsem byla celý den v hale. Dnes většinu času trávím na poradách, v tabulkách a na telefonu s dopravci a zákazníky. Proto si každé úterý blokuju dopoledne na návštěvu některého depa. Kdybych to nedělala, za rok bych rozhodovala o provozu, který znám jen z čísel.',
      'Nejdůležitější čísla, která sleduji, jsou dvě: kolik zásilek dorazilo včas a kolik lidí u nás zůstalo déle než rok. To druhé je pro mě stejně důležité jako to první. Kdo ve skladu zůstane, ten ví, jak věci fungují, a zaučí další.',
    ],
    en: [
      '**How has your working day changed?**',
      'I used to be in the hall all day. Today I spend most of my time in meetings, in spreadsheets and on the phone with hauliers and customers. That is why I block out every Tuesday morning to visit one of the depots. If I didn’t, in a year I would be making decisions about an operation I only knew from numbers.',
      'There are two numbers I watch most: how many parcels arrived on time and how many people stayed with us longer than a year. The second matters to me as much as the first. People who stay in the warehouse know how things work, and they train the next ones.',
    ],
  },
  {
    article: 10,
    cs: [
      '**Jak se na kurz dívá vaše firma?**',
      'Jako na školu pro nás. Kolegové, kteří chodí pomáhat, se vracejí s poznámkami, co bylo pro účastníky nesrozumitelné, a často to pak přeneseme do vlastních aplikací. Jednou jsme kvůli tomu předělali celý formulář pro registraci, protože ho nikdo z kurzu nedokázal vyplnit bez pomoci.',
      'A kurz pomáhá i náboru. Uchazeči se na něj na pohovorech ptají a někteří říkají, že se k nám hlásí i kvůli němu.',
    ],
    en: [
      '**How does your company see the course?**',
      'As a school for us. Colleagues who come to help bring back notes on what the participants found confusing, and we often carry that over into our own apps. Once we redesigned a whole sign-up form because of it, since nobody on the course could fill it in without help.',
      'And the course helps hiring too. Candidates ask about it in interviews, and some say it is one of the reasons they apply to us.',
    ],
  },
  {
    article: 11,
    cs: [
      '**Jak se k vám dostávají noví vývojáři?**',
      'Nejčastěji přes doporučení. Lidé, kteří u nás pracují, vědí, jaký typ člověka hledáme, a přivádějí známé, kteří se k nám hodí. Každý nový vývojář první týden tráví s podporou, aby slyšel, s čím nemocnice volají. Pak teprve dostane první úkol v kódu. Někteří se tomu zpočátku diví, ale za rok říkají, že to byl nejužitečnější týden.',
    ],
    en: [
      '**How do new developers find their way to you?**',
      'Most often through recommendations. People who work here know what kind of person we are looking for and bring in friends who fit. Every new developer spends their first week with support, to hear what hospitals call about. Only then do they get their first task in the code. Some are surprised at first, but a year later they say it was the most useful week.',
    ],
  },
  {
    article: 12,
    cs: [
      '**Jak dlouho trvá, než je hra hotová?**',
      'Naše poslední hra vznikala tři roky, ale první hratelná verze existovala po šesti týdnech. Zbytek času jsme ji ladili, přidávali obsah a testovali s hráči. Čím dřív se dá hra hrát, tím dřív zjistíte, co na ní nefunguje. A tím levněji to opravíte.',
    ],
    en: [
      '**How long does it take to finish a game?**',
      'Our last game took three years, but the first playable version existed after six weeks. We spent the rest of the time tuning it, adding content and testing it with players. The sooner a game can be played, the sooner you find out what doesn’t work in it. And the cheaper it is to fix.',
    ],
  },
  {
    article: 10,
    cs: [
      '**Co plánujete dál?**',
      'Chtěli bychom kurz rozšířit do dalších knihoven. Jedna v Olomouci už se ozvala a hledáme tam dobrovolníky. Sepsali jsme proto všechny lekce tak, aby je mohl vést kdokoli, kdo má trpělivost a trochu zkušeností s programováním. Materiály jsou zdarma, stačí napsat. A pokud někoho z vývojářů, kteří tohle čtou, láká zkusit učit, ať se ozve. Je to nejlepší čtvrtek v týdnu.',
    ],
    en: [
      '**What are your plans?**',
      'We would like to extend the course to other libraries. One in Olomouc has already been in touch, and we are looking for volunteers there. So we have written up all the lessons so that anyone with patience and a bit of programming experience can run them. The materials are free; just write to us. And if any developers reading this are tempted to try teaching, get in touch. It is the best Thursday of the week.',
    ],
  },
  {
    article: 11,
    cs: [
      '**Co byste vzkázala někomu, kdo o práci ve zdravotnictví uvažuje?**',
      'Ať počítá s tím, že se bude hodně učit, a to nejen technologie. Musíte rozumět tomu, jak nemocnice funguje, jaké má předpisy a proč. Ale odměnou je práce, která má smysl, a to se nedá ničím zaplatit.',
    ],
    en: [
      '**What would you tell someone thinking of working in healthcare?**',
      'To expect to learn a lot, and not only technology. You have to understand how a hospital works, what rules it has and why. But the reward is work that matters, and no money can buy that.',
    ],
  },
  {
    article: 12,
    cs: [
      '**Jak testujete s hráči?**',
      'Jednou za měsíc pozveme do studia deset lidí, kteří hru nikdy neviděli. Posadíme je k počítači, nic nevysvětlujeme a díváme se. Kde se zaseknou, kde se smějí, kde přestanou hrát. Nikdo z týmu nesmí nic říkat, i když by nejraději vysvětlil, jak se to má hrát. Hráči doma taky nikoho takového nemají.',
      'Po testu každý hráč vyplní krátký dotazník a s několika z nich ještě mluvíme. Nejcennější bývají drobné postřehy: že tlačítko vypadá jako obrázek, že postava mluví moc rychle, že nebylo jasné, kam jít dál. Na takové věci se po měsících práce přestanete dívat.',
    ],
    en: [
      '**How do you test with players?**',
      'Once a month we invite ten people who have never seen the game to the studio. We sit them at a computer, explain nothing and watch. Where they get stuck, where they laugh, where they stop playing. Nobody on the team may say anything, even when they would love to explain how it is meant to be played. Players at home don’t have anyone like that either.',
      'After the test, each player fills in a short questionnaire, and we talk to a few of them as well. The most valuable things tend to be small observations: that a button looks like a picture, that a character talks too fast, that it wasn’t clear where to go next. After months of work you stop seeing such things.',
    ],
  },
  {
    article: 10,
    cs: [
      '**Co vám kurz dal osobně?**',
      'Přátele. Některé účastníky znám už třetí rok a chodíme spolu i na výstavy nebo na kafe. A pocit, že umím něco předat dál. V práci vidím výsledky až po měsících, tady každý čtvrtek.',
    ],
    en: [
      '**What has the course given you personally?**',
      'Friends. I have known some participants for three years now, and we go to exhibitions or for coffee together. And the feeling that I can pass something on. At work I see results only after months; here, every Thursday.',
    ],
  },
  {
    article: 11,
    cs: [
      '**Jak se díváte na umělou inteligenci v nemocnicích?**',
      'Opatrně, ale s nadějí. Zkoušíme nástroj, který sestrám pomáhá psát záznamy o péči z diktátu. Rozhodovat o léčbě ale bude vždycky lékař. Software má lékařům ušetřit čas, ne jim ho brát kontrolou toho, co stroj vymyslel.',
    ],
    en: [
      '**How do you see artificial intelligence in hospitals?**',
      'Cautiously, but with hope. We are trying a tool that helps nurses write care notes from dictation. But decisions about treatment will always be a doctor’s. Software should save doctors time, not take it away by making them check what a machine came up with.',
    ],
  },
  {
    article: 12,
    cs: [
      '**Mění se to, jak se díváte na cizí hry?**',
      'Úplně. Když hraju hru někoho jiného, pořád přemýšlím, kolik verzí jí předcházelo a co museli zahodit. Každá hotová hra je pro mě malý zázrak, i ta, která se mi nelíbí.',
    ],
    en: [
      '**Has it changed how you look at other people’s games?**',
      'Completely. When I play someone else’s game, I keep thinking about how many versions came before it and what they had to throw away. Every finished game is a small miracle to me, even one I don’t like.',
    ],
  },
  {
    article: 12,
    cs: [
      '**Na čem teď pracujete?**',
      'Na malé hře o majáku, kterou tvoří pět lidí. Po dvou měsících máme hratelný prototyp a testeři se k němu sami vracejí. To je zatím nejlepší znamení, jaké jsme kdy měli. Jestli z ní bude hotová hra, se ukáže na jaře. Kdyby ne, víme, co z ní si vezmeme dál.',
    ],
    en: [
      '**What are you working on now?**',
      'A small game about a lighthouse, made by five people. After two months we have a playable prototype, and testers keep coming back to it of their own accord. That is the best sign we have ever had. Whether it becomes a finished game will be clear in the spring. If not, we know what we will take from it.',
    ],
  },
];
