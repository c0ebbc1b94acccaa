import type { ArticleSections } from './article-sections';

/** More of the company culture articles (5 to 8), after their first further sections. */
export const cultureSectionsContinued: ArticleSections[] = [
  {
    article: 5,
    cs: [
      '## Pravidla, která se vyplatí sepsat',
      'Týmy, kterým hybridní práce funguje, mají pár jednoduchých dohod sepsaných na jednom místě. Do kdy se odpovídá na zprávy, kdy je kdo k zastižení, jak se ohlašuje, že je člověk nemocný nebo u lékaře. Nejsou to směrnice, ale dohody, které si tým sám navrhl a jednou za čas je přepíše. Nováček je najde první den a nemusí nic hádat.',
    ],
    en: [
      '## Rules worth writing down',
      'Teams where hybrid work works keep a few simple agreements written down in one place. How soon messages get an answer, when who can be reached, how you let people know you are ill or at the doctor’s. They are not policies but agreements the team drew up itself and rewrites from time to time. A newcomer finds them on the first day and doesn’t have to guess anything.',
    ],
  },
  {
    article: 6,
    cs: [
      '## Nástup ve výrobě a ve skladu',
      'Ve skladu nebo ve výrobě má nástup ještě jeden rozměr: bezpečnost. Školení nesmí být jen podpis pod papírem. Nováček by měl první směny pracovat vedle zkušeného kolegy a mít čas se ptát. Firmy, které to dělají, hlásí méně úrazů a méně lidí, kteří po prvním týdnu nepřijdou.',
      'Pomáhá i maličkost: ukázat, kde se co nachází, než začne směna. Šatna, jídelna, lékárnička, kdo je vedoucí směny. Kdo to ví, nemusí se ptát uprostřed práce a necítí se ztracený.',
    ],
    en: [
      '## Onboarding in production and warehouses',
      'In a warehouse or in production, onboarding has another dimension: safety. Training must not be just a signature on a sheet of paper. A newcomer should work their first shifts next to an experienced colleague and have time to ask questions. Companies that do this report fewer injuries and fewer people who don’t come back after the first week.',
      'A small thing helps too: showing where everything is before the shift starts. The changing room, the canteen, the first-aid kit, who the shift lead is. Someone who knows this doesn’t have to ask in the middle of work and doesn’t feel lost.',
    ],
  },
  {
    article: 7,
    cs: [
      '## Když zpětná vazba nesedí',
      'Ne každá zpětná vazba je správná. Kolega mohl vidět jen kus situace nebo si plete, co se stalo. I tak stojí za to ji vyslechnout celou a poděkovat. Pak si ji nechte den dva uležet a zeptejte se ještě někoho dalšího. Když vám totéž řeknou dva lidé nezávisle na sobě, nejspíš na tom něco je.',
      'A když se shodnete, že nesedí? Řekněte to klidně a věcně, bez obhajování. Zpětná vazba není rozsudek, ale rozhovor. Oba z něj můžete odejít s tím, že jste se dozvěděli něco nového, i když jste se neshodli.',
    ],
    en: [
      '## When feedback doesn’t fit',
      'Not all feedback is right. A colleague may have seen only part of the situation or be mistaken about what happened. Even so, it is worth hearing it out and saying thank you. Then let it rest for a day or two and ask someone else. When two people tell you the same thing independently, there is probably something to it.',
      'And if you agree it doesn’t fit? Say so calmly and plainly, without defending yourself. Feedback is not a verdict but a conversation. You can both leave it having learned something new, even if you didn’t agree.',
    ],
  },
  {
    article: 8,
    cs: [
      '## Co říkají data',
      'Firmy, které kratší týden zkoušely, většinou sledovaly tři věci: výsledky práce, nemocnost a odchody. Ve většině zveřejněných pokusů se výsledky udržely, nemocnost klesla a lidé odcházeli méně. Je ale fér dodat, že do pokusů se hlásily hlavně firmy, které věřily, že to půjde. Kdo o kratším týdnu pochyboval, do pokusu většinou nešel.',
      'Proto je dobré měřit u sebe a nepřebírat čísla odjinud. Stanovte si před začátkem, co chcete sledovat a co by pro vás znamenalo, že pokus nevyšel. A domluvte se s týmem, že pokus je pokus: když nebude fungovat, vrátíte se k původnímu stavu, nebo zkusíte jinou podobu.',
      '## Co na to lidé',
      'Zaměstnanci Hravého studia po půl roce hlasovali, jestli chtějí volné pátky zachovat. Pro bylo skoro všech dvaatřicet lidí. Nejčastěji zmiňovali čas na rodinu, na sport a na vyřizování věcí, na které jindy nezbývá čas. Několik lidí ale přiznalo, že první týdny byly těžké: naučit se za čtyři dny dodělat práci, na kterou dřív měli pět, chtělo změnit zvyky.',
    ],
    en: [
      '## What the data says',
      'Companies that tried a shorter week mostly tracked three things: results, sick days and people leaving. In most of the published trials, results held, sick days fell and fewer people left. But it is fair to add that the trials were joined mainly by companies that believed it would work. Those who doubted the shorter week mostly stayed out.',
      'That is why it is good to measure in your own company rather than borrow numbers from elsewhere. Decide before you start what you want to track and what would mean to you that the trial failed. And agree with the team that a trial is a trial: if it doesn’t work, you will go back to how things were, or try a different form.',
      '## What people say',
      'After six months, the staff of Hravé studio voted on whether to keep their free Fridays. Almost all thirty-two people were in favour. They most often mentioned time for family, for sport and for errands there is otherwise no time for. But several admitted the first weeks were hard: learning to finish in four days the work they used to have five for meant changing their habits.',
    ],
  },
  {
    article: 5,
    cs: [
      'Hybridní práce také mění, kdo se do firmy může přihlásit. Když stačí do kanceláře dojíždět dvakrát týdně, hodina cesty přestane být překážkou. Firmy mimo velká města tak získávají lidi, které by dřív nenašly, a lidé z menších měst práci, na kterou by se jinak museli stěhovat.',
    ],
    en: [
      'Hybrid work also changes who can apply to a company. When you only need to commute to the office twice a week, an hour’s journey stops being an obstacle. Companies outside the big cities thus find people they couldn’t reach before, and people from smaller towns find work they would otherwise have to move for.',
    ],
  },
  {
    article: 6,
    cs: [
      '## Co nováček potřebuje slyšet',
      'Kromě toho, co má dělat, potřebuje nováček vědět i to, co se od něj zatím nečeká. Že první týden nemusí nic dokončit, že chyby na začátku jsou normální a že se může ptát kolikrát chce. Když to vedoucí řekne nahlas, ubere nováčkovi většinu nervozity, se kterou do práce přišel.',
    ],
    en: [
      '## What a newcomer needs to hear',
      'Besides what they should do, a newcomer also needs to know what isn’t expected of them yet. That they don’t have to finish anything in the first week, that mistakes at the start are normal and that they can ask as often as they like. When the manager says so out loud, it takes away most of the nerves the newcomer came to work with.',
    ],
  },
  {
    article: 7,
    cs: [
      '## Zpětná vazba v týmu, který pracuje na dálku',
      'Na dálku je zpětná vazba ještě těžší. Psaný text nemá tón hlasu a věta, která by v kanceláři zazněla přátelsky, může v chatu vyznít ostře. Proto je lepší dávat kritiku hlasem, ideálně ve videohovoru, a psát ji jen tehdy, když jde o drobnost. Pochvalu naopak klidně napište veřejně do týmového kanálu, ať ji vidí i ostatní.',
      'Pomáhají i pravidelné krátké rozhovory s vedoucím. Když se potkáváte každý týden, nemusíte na zpětnou vazbu čekat do velkého hodnocení a malé věci se vyřeší dřív, než narostou.',
    ],
    en: [
      '## Feedback in a remote team',
      'Remotely, feedback is even harder. Written text has no tone of voice, and a sentence that would sound friendly in the office can come across sharply in chat. So it is better to give criticism by voice, ideally on a video call, and to write it only when it is a small thing. Praise, on the other hand, can go openly in the team channel, so the others see it too.',
      'Regular short conversations with your manager help as well. When you meet every week, you don’t have to wait for feedback until the big review, and small things get sorted out before they grow.',
    ],
  },
  {
    article: 8,
    cs: [
      'A co zákazníci? Vydavatel hry si podle studia změny skoro nevšiml. Termíny se dodržely, hra vyšla včas a na dotazy se odpovídalo stejně rychle jako dřív, jen se jinak rozdělila služba.',
    ],
    en: [
      'And the customers? According to the studio, the game’s publisher hardly noticed the change. Deadlines were met, the game came out on time and questions were answered as quickly as before; only the rota was split differently.',
    ],
  },
  {
    article: 5,
    cs: [
      'Na co firmy často zapomínají, je vybavení domácí pracovny. Dobrá židle, druhý monitor a sluchátka s mikrofonem nejsou luxus, ale nástroje, bez kterých se osm hodin denně pracovat nedá. Firmy, které na ně přispívají, šetří na nemocenské i na odchodech.',
    ],
    en: [
      'What companies often forget is equipping the home office. A good chair, a second monitor and a headset are not luxuries but tools without which you can’t work eight hours a day. Companies that contribute to them save on sick leave and on people leaving.',
    ],
  },
  {
    article: 6,
    cs: [
      'Nezapomeňte ani na konec zkušební doby. Krátký rozhovor, ve kterém vedoucí řekne, jak je s nováčkem spokojený a co od něj čeká dál, uzavře první kapitolu. Mnoho lidí se o tom, že zkušební dobou prošli, dozví jen z toho, že je nikdo nepropustil. To je škoda, protože právě tady se dá nastavit, kam se bude člověk rozvíjet.',
    ],
    en: [
      'Don’t forget the end of probation either. A short conversation in which the manager says how satisfied they are with the newcomer and what they expect next closes the first chapter. Many people learn that they have passed probation only from the fact that nobody let them go. That is a pity, because this is exactly where you can set out how the person will grow.',
    ],
  },
  {
    article: 7,
    cs: [
      '## Jak začít',
      'Pokud ve vašem týmu zpětná vazba zatím nefunguje, začněte u sebe. Po poradě se zeptejte kolegy, co by příště udělal jinak. Po dokončeném projektu si sedněte a projděte, co se povedlo a co ne. Když uvidí, že zpětnou vazbu chcete a neurazíte se, začnou ji dávat i ostatní. Za pár měsíců bude samozřejmostí.',
    ],
    en: [
      '## How to start',
      'If feedback doesn’t yet work in your team, start with yourself. After a meeting, ask a colleague what they would do differently next time. When a project is finished, sit down and go through what went well and what didn’t. When people see that you want feedback and won’t take offence, they will start giving it to others too. In a few months it will be a matter of course.',
    ],
  },
  {
    article: 8,
    cs: [
      'Kratší týden také mění nábor. Hravé studio dostalo po zveřejnění pokusu dvakrát víc přihlášek na každou pozici. Uchazeči se na pátky ptali jako na první věc, ještě před mzdou.',
    ],
    en: [
      'A shorter week changes hiring too. After announcing its trial, Hravé studio received twice as many applications for every position. Candidates asked about Fridays first, even before pay.',
    ],
  },
  {
    article: 5,
    cs: [
      'A ještě jedna věc: důvěra. Hybridní práce nefunguje tam, kde vedoucí kontroluje, kdy se kdo přihlásil do chatu. Funguje tam, kde se lidé domluví na výsledcích a věří si, že je dodají.',
    ],
    en: [
      'And one more thing: trust. Hybrid work doesn’t work where a manager checks when people logged into the chat. It works where people agree on results and trust each other to deliver them.',
    ],
  },
  {
    article: 6,
    cs: [
      'Dobrý nástup se vyplatí i penězům. Každý člověk, který odejde ve zkušební době, znamená nový inzerát, nové pohovory a nové zaučování. Pár hodin přípravy před prvním dnem je proti tomu zanedbatelná investice.',
    ],
    en: [
      'A good start pays off in money too. Every person who leaves during probation means a new ad, new interviews and new training. A few hours of preparation before the first day are a negligible investment by comparison.',
    ],
  },
  {
    article: 7,
    cs: [
      'Zpětná vazba má nakonec jediný cíl: aby se práce dělala lépe a lidem se u ní dařilo. Když ji obě strany berou jako pomoc, ne jako útok, přestane být strašákem. Stane se tím, čím má být, dárkem, který vám někdo věnoval, protože mu na vás záleží.',
    ],
    en: [
      'In the end, feedback has one aim: for the work to be done better and for people to thrive in it. When both sides take it as help rather than an attack, it stops being a bogeyman. It becomes what it should be, a gift someone gave you because they care about you.',
    ],
  },
  {
    article: 8,
    cs: [
      'Pokud o kratším týdnu uvažujete ve své firmě, začněte otázkou, kterou si položilo Hravé studio: co děláme jen proto, že jsme to tak dělali vždycky? Odpověď vás možná překvapí, i když k volným pátkům nakonec nedojdete.',
    ],
    en: [
      'If you are thinking about a shorter week at your company, start with the question Hravé studio asked itself: what do we do only because we have always done it that way? The answer may surprise you, even if you never get to free Fridays.',
    ],
  },
];
