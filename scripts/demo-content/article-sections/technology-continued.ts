import type { ArticleSections } from './article-sections';

/** More of the technology articles (13 to 16), after their first further sections. */
export const technologySectionsContinued: ArticleSections[] = [
  {
    article: 13,
    cs: [
      '## Co říká zákon',
      'Evropská regulace řadí nástroje, které pomáhají vybírat zaměstnance, mezi vysoce rizikové. Firma, která je používá, musí zajistit lidský dohled, vést záznamy o tom, jak nástroj pracuje, a informovat uchazeče. K tomu stále platí ochrana osobních údajů: uchazeč má právo vědět, jaké údaje o něm firma zpracovává, a požádat o jejich výmaz.',
      'Pro menší firmy to může znít složitě, ale v praxi jde hlavně o poctivost. Vědět, co nástroj dělá, říct to uchazečům a nechat poslední slovo člověku. Kdo tohle dodrží, má většinu povinností splněnou.',
      '## Inzerát, který napsal stroj',
      'Psaní inzerátů je jedna z věcí, kde umělá inteligence opravdu šetří čas. Návrh inzerátu je hotový za minutu. Náboráři ale varují, že stroj píše obecně. Slova jako „dynamický tým“ nebo „zajímavé projekty“ nic neříkají a uchazeči je přeskakují. Dobrý inzerát pořád potřebuje člověka, který doplní, na čem se bude opravdu pracovat, kolik se platí a jak vypadá běžný den.',
      'Nejlépe funguje, když stroj napíše první verzi a vedoucí týmu ji přepíše vlastními slovy. Umělá inteligence pak může zkontrolovat, jestli text nevylučuje někoho zbytečně, třeba požadavkem na rodilého mluvčího u pozice, kde stačí dobrá znalost jazyka.',
      '## Pohovor s avatarem',
      'Některé firmy zkoušejí první kolo pohovoru vést přes nahrané video, které pak vyhodnocuje software. Uchazeči takové pohovory hodnotí špatně: nemají se koho zeptat, nevidí reakci a nevědí, podle čeho je stroj posuzuje. Nástroje, které z výrazu tváře nebo tónu hlasu odhadují osobnost, navíc nemají oporu ve výzkumu a evropská regulace je v práci zakazuje.',
      'Pokud vás firma pozve na nahrávaný pohovor, můžete se zeptat, kdo video uvidí a jak se hodnotí. Máte také právo požádat o jinou formu pohovoru, pokud vám nahrávání nevyhovuje, například kvůli zdravotnímu postižení.',
    ],
    en: [
      '## What the law says',
      'European regulation classes tools that help select employees as high-risk. A company that uses them must ensure human oversight, keep records of how the tool works and inform candidates. Data protection still applies on top of that: candidates have the right to know what data the company processes about them and to ask for it to be erased.',
      'For smaller companies this may sound complicated, but in practice it is mostly about honesty. Knowing what the tool does, telling candidates, and leaving the final word to a person. Whoever does that has most of their obligations covered.',
      '## A job ad written by a machine',
      'Writing job ads is one of the things where artificial intelligence really saves time. A draft is ready in a minute. But recruiters warn that the machine writes in generalities. Words like “dynamic team” or “interesting projects” say nothing, and candidates skip them. A good ad still needs a person to add what will actually be worked on, what it pays and what an ordinary day looks like.',
      'It works best when the machine writes the first version and the team lead rewrites it in their own words. Artificial intelligence can then check whether the text excludes someone needlessly, for instance by asking for a native speaker for a job where a good command of the language is enough.',
      '## An interview with an avatar',
      'Some companies are trying to run the first interview round through a recorded video that software then assesses. Candidates rate such interviews poorly: there is nobody to ask, they see no reaction, and they don’t know what the machine judges them on. Moreover, tools that infer personality from facial expressions or tone of voice have no support in research, and European regulation bans them at work.',
      'If a company invites you to a recorded interview, you can ask who will see the video and how it is assessed. You also have the right to ask for a different form of interview if recording doesn’t suit you, for example because of a disability.',
    ],
  },
  {
    article: 14,
    cs: [
      '## Videohovory s mírou',
      'Videohovor je nejdražší nástroj, který tým má, protože zabírá čas všem najednou. Týmy, se kterými jsme mluvili, proto mají jednoduché pravidlo: co jde napsat, píše se. Hovor se svolává, když je potřeba něco vyřešit spolu, ne jen předat informaci. A každý hovor má jasný cíl a někoho, kdo zapíše, na čem se lidé dohodli.',
      'Pomáhá také ponechat v kalendáři volná místa. Kdo má od devíti do pěti jeden hovor za druhým, nestihne nic udělat a večer dohání, co přes den nestihl. Několik týmů si proto domluvilo dny bez schůzek, nejčastěji ve středu nebo v pátek.',
      '## Kde nechat prostor pro lidi',
      'Vzdálený tým potřebuje i místo pro věci, které s prací nesouvisejí. Kanál na fotky z výletů, krátká společná káva v pondělí ráno nebo hra po skončení sprintu. Zní to jako ztráta času, ale právě tady se lidé poznávají, a když pak přijde problém, řeší ho kolegové, kteří se znají, ne jen jména na obrazovce.',
    ],
    en: [
      '## Video calls in moderation',
      'A video call is the most expensive tool a team has, because it takes everyone’s time at once. The teams we spoke to therefore have a simple rule: whatever can be written is written. A call is held when something needs to be solved together, not just passed on. And every call has a clear goal and someone who writes down what people agreed on.',
      'It also helps to leave gaps in the calendar. Someone with one call after another from nine to five gets nothing done and catches up in the evening on what they missed during the day. Several teams have therefore agreed on days without meetings, most often Wednesday or Friday.',
      '## Where to leave room for people',
      'A remote team also needs a place for things that have nothing to do with work. A channel for holiday photos, a short coffee together on Monday morning, or a game after a sprint ends. It sounds like a waste of time, but this is where people get to know each other, and when a problem comes, it is solved by colleagues who know each other, not just names on a screen.',
    ],
  },
  {
    article: 15,
    cs: [
      'Na otázku, co je na práci nejtěžší, Nikola odpovídá, že pohotovost. Jednou za pět týdnů má týden, kdy musí být do patnácti minut u počítače, když se něco pokazí. Většinou se nic nestane, ale občas zazvoní telefon ve tři ráno. Tým si proto dal pravidlo, že kdo měl v noci výjezd, ráno nechodí do práce a dospí.',
    ],
    en: [
      'Asked what the hardest part of the job is, Nikola says on-call. Once every five weeks she has a week when she must be at her computer within fifteen minutes if something breaks. Mostly nothing happens, but now and then the phone rings at three in the morning. So the team has a rule: whoever was called out at night doesn’t come to work in the morning and sleeps in.',
    ],
  },
  {
    article: 16,
    cs: [
      '## Hesla, která si nemusíte pamatovat',
      'Správce hesel je program, který za vás vymyslí a uloží dlouhé náhodné heslo pro každou službu. Pamatovat si musíte jen jedno, hlavní heslo ke správci. Když pak některá služba unikne, útočník získá heslo jen k ní, ne ke všemu ostatnímu. Většina firem dnes správce hesel zaměstnancům platí. Pokud ten váš ne, zeptejte se, proč.',
      'Dvoufázové ověření přidává druhý krok: kromě hesla potvrdíte přihlášení v telefonu nebo bezpečnostním klíčem. I když útočník heslo zjistí, bez vašeho telefonu se nepřihlásí. Je to nejlepší jednotlivá věc, kterou pro svou bezpečnost můžete udělat.',
    ],
    en: [
      '## Passwords you don’t have to remember',
      'A password manager is a program that makes up and stores a long random password for every service. You only have to remember one, the master password for the manager. Then, when a service leaks, the attacker gets the password for that service only, not for everything else. Most companies now pay for a password manager for their staff. If yours doesn’t, ask why.',
      'Two-factor authentication adds a second step: besides the password, you confirm the sign-in on your phone or with a security key. Even if an attacker learns your password, they can’t sign in without your phone. It is the single best thing you can do for your security.',
    ],
  },
  {
    article: 13,
    cs: [
      '## Jak poznat dobrý nástroj',
      'Dobrý nástroj pro nábor dělá jednu věc a dělá ji průhledně. Umí ukázat, z čeho vycházel, umožní člověku z náboru výsledek opravit a zapíše, kdo co změnil. Špatný nástroj slibuje, že „najde nejlepší kandidáty“, ale neumí říct jak. Při výběru dodavatele se vyplatí nechat si nástroj předvést na vlastních datech bez jmen a porovnat jeho výsledky s tím, jak by rozhodli lidé.',
      'Vyplatí se také pravidelně kontrolovat, jestli nástroj nezvýhodňuje nebo neznevýhodňuje některé skupiny uchazečů. Stačí jednou za čtvrtletí porovnat, kolik žen a mužů, mladších a starších uchazečů nástroj doporučil, a hledat vysvětlení pro velké rozdíly. Přesně tak Medicata přišla na problém s rodičovskou dovolenou.',
    ],
    en: [
      '## How to recognise a good tool',
      'A good hiring tool does one thing and does it transparently. It can show what it based its result on, lets the recruiter correct the result and records who changed what. A bad tool promises to “find the best candidates” but can’t say how. When choosing a supplier, it pays to have the tool demonstrated on your own data with names removed and to compare its results with how people would have decided.',
      'It also pays to check regularly whether the tool favours or disadvantages certain groups of candidates. Once a quarter, compare how many women and men, younger and older candidates the tool recommended, and look for an explanation of large differences. That is exactly how Medicata found the problem with parental leave.',
    ],
  },
  {
    article: 14,
    cs: [
      '## Úkoly a přehled o práci',
      'Třetí věc, na které se týmy shodly, je jedno místo pro úkoly. Nezáleží tolik na tom, jaký nástroj to je, jako na tom, že ho používají všichni a že je v něm aktuální stav. Když se vedoucí chce dozvědět, jak je práce daleko, podívá se tam a nemusí psát každému zvlášť. A když je někdo nemocný, kolegové vědí, co po něm převzít.',
    ],
    en: [
      '## Tasks and an overview of the work',
      'The third thing the teams agreed on is one place for tasks. Which tool it is matters less than everyone using it and it showing the current state. When the manager wants to know how far the work has got, they look there and don’t have to write to everyone separately. And when someone is ill, colleagues know what to take over from them.',
    ],
  },
  {
    article: 15,
    cs: [
      '**15:45** Krátká pauza a procházka kolem budovy. Nikola říká, že bez ní by odpoledne nedokázala přemýšlet. V týmu si navzájem hlídají, aby nikdo neseděl u počítače osm hodin v kuse, a pauzy si zapisují do kalendáře stejně jako schůzky.',
      'Jak se k datům dostala? Vystudovala matematiku a první práci měla jako analytička v bance. Tam ji víc než výsledky zajímalo, odkud data přicházejí a proč jsou občas špatně. Po třech letech přešla do Datové továrny, kde se tímhle zabývá celý den.',
    ],
    en: [
      '**15:45** A short break and a walk around the building. Nikola says that without it she couldn’t think in the afternoon. The team keep an eye on each other so that nobody sits at a computer for eight hours straight, and they put breaks in their calendars just like meetings.',
      'How did she get into data? She studied mathematics, and her first job was as an analyst at a bank. There she was more interested in where the data came from and why it was sometimes wrong than in the results. After three years she moved to Datová továrna, where she works on exactly that all day.',
    ],
  },
  {
    article: 16,
    cs: [
      '## Papíry a obrazovka',
      'Bezpečnost není jen o počítači. Vytištěné smlouvy a poznámky s údaji klientů nepatří na kuchyňský stůl, kde je vidí každý, kdo přijde na návštěvu. Co už nepotřebujete, skartujte, nebo vezměte do kanceláře. A když od počítače odcházíte, zamkněte obrazovku, i když jste doma. Děti a domácí zvířata umějí odeslat nedopsaný e-mail rychleji, než byste čekali.',
    ],
    en: [
      '## Paper and the screen',
      'Security isn’t only about the computer. Printed contracts and notes with clients’ details don’t belong on the kitchen table, where anyone who visits can see them. Shred what you no longer need, or take it to the office. And when you leave your computer, lock the screen, even at home. Children and pets can send an unfinished e-mail faster than you would expect.',
    ],
  },
  {
    article: 13,
    cs: [
      '## Co mohou udělat uchazeči',
      'Uchazeči nejsou bezmocní. Mohou se zeptat, jak firma nástroje používá, požádat o posouzení člověkem a vyžádat si informace o tom, jaké údaje o nich firma má. Když se jim zdá, že je nástroj odmítl neprávem, mohou se obrátit na firmu a v krajním případě na úřad, který dohlíží na ochranu osobních údajů.',
      'Stejně důležité je používat umělou inteligenci rozumně i na své straně. Nástroje dnes pomohou s životopisem nebo s přípravou na pohovor. Dobré je nechat si od nich poradit, ale nenechat je psát za sebe. Personalisté texty napsané strojem poznají snadno a hlavně v nich chybí to, kvůli čemu vás chtějí pozvat: vaše vlastní zkušenost a váš vlastní hlas.',
      '## Pomocník, nebo soudce',
      'Umělá inteligence v náboru tu zůstane a bude jí přibývat. Záleží na firmách i na uchazečích, jestli z ní bude pomocník, který ušetří čas na to podstatné, nebo soudce, kterému nikdo nerozumí. Zatím to vypadá, že firmy, které ji používají střídmě a otevřeně, na tom vydělávají nejvíc.',
    ],
    en: [
      '## What candidates can do',
      'Candidates are not powerless. They can ask how the company uses tools, request a review by a person and ask what data the company holds about them. If they feel a tool has rejected them unfairly, they can turn to the company and, as a last resort, to the authority that oversees data protection.',
      'It matters just as much to use artificial intelligence sensibly on your own side. Today’s tools can help with a CV or with preparing for an interview. It is good to take their advice, but not to let them write for you. Recruiters recognise machine-written text easily, and above all it lacks what they want to invite you for: your own experience and your own voice.',
      '## Helper or judge',
      'Artificial intelligence in hiring is here to stay, and there will be more of it. It is up to companies and candidates alike whether it becomes a helper that saves time for what matters, or a judge nobody understands. So far it looks as if the companies that use it sparingly and openly gain the most.',
    ],
  },
  {
    article: 14,
    cs: [
      '## Jak nástroje vybírat',
      'Než tým přidá nový nástroj, měl by si odpovědět na tři otázky. Jaký problém má vyřešit? Který současný nástroj kvůli němu přestaneme používat? A kdo se o něj bude starat? Když odpověď na druhou otázku zní „žádný“, nástroj pravděpodobně přidá další místo, kde je potřeba něco sledovat. Týmy, se kterými jsme mluvili, si nástroje raději vybírají pomalu a na zkoušku, a teprve když se osvědčí, zavádějí je všem.',
    ],
    en: [
      '## How to choose tools',
      'Before a team adds a new tool, it should answer three questions. What problem is it meant to solve? Which current tool will we stop using because of it? And who will look after it? When the answer to the second question is “none”, the tool will probably add yet another place that needs watching. The teams we spoke to prefer to choose tools slowly and on trial, and only once they have proved themselves do they roll them out to everyone.',
    ],
  },
  {
    article: 15,
    cs: [
      'Na konci dne se Nikola ještě podívá na přehled, který ukazuje, jestli všechna data z továren dorazila. Zelená znamená, že ano. Dnes svítí zelená všude kromě jedné linky, kde se právě mění senzory. O tom ale ví dopředu a poznamenala si to do předávky pro kolegu, který má tento týden pohotovost.',
    ],
    en: [
      'At the end of the day Nikola takes one more look at the dashboard that shows whether all the data from the factories has arrived. Green means yes. Today everything is green except one line, where the sensors are being replaced. But she knew about that in advance and noted it in the handover for the colleague on call this week.',
    ],
  },
  {
    article: 16,
    cs: [
      '## Když pracujete z kavárny nebo z vlaku',
      'Veřejná místa jsou pro práci pohodlná, ale obrazovku vidí každý, kdo jde kolem. Pro citlivou práci si sedněte zády ke zdi nebo použijte fólii, která obrazovku ze strany zatemní. Hovory, ve kterých padají jména klientů nebo čísla, nechte na dobu, kdy budete sami. A počítač nenechávejte bez dozoru ani na chvíli, i když jdete jen pro kávu.',
    ],
    en: [
      '## When you work from a café or a train',
      'Public places are convenient for work, but anyone walking past can see your screen. For sensitive work, sit with your back to the wall or use a privacy filter that darkens the screen from the side. Leave calls where clients’ names or figures come up for when you are alone. And don’t leave your laptop unattended even for a moment, even if you are only fetching a coffee.',
    ],
  },
  {
    article: 14,
    cs: [
      'Platí také, že nástroje jsou jen polovina. Druhou polovinou jsou zvyky: odpovídat v rozumném čase, psát srozumitelně a dávat vědět, když člověk nebude k zastižení. Bez nich nepomůže žádný nástroj, s nimi se dá pracovat i s úplně obyčejným e-mailem.',
    ],
    en: [
      'Tools are also only half of it. The other half is habits: answering within a reasonable time, writing clearly and letting people know when you won’t be reachable. Without them no tool will help; with them you can work even with plain old e-mail.',
    ],
  },
  {
    article: 15,
    cs: [
      'Co ji na práci baví nejvíc? Chvíle, kdy data odhalí něco, co nikdo nečekal. Loni si všimla, že jeden lis spotřebovává víc energie každé pondělí ráno. Ukázalo se, že se o víkendu zbytečně nechával zahřátý. Oprava ušetřila zákazníkovi statisíce ročně.',
    ],
    en: [
      'What does she enjoy most about the work? The moments when data reveals something nobody expected. Last year she noticed that one press used more energy every Monday morning. It turned out it was needlessly kept warm over the weekend. The fix saved the customer hundreds of thousands a year.',
    ],
  },
  {
    article: 16,
    cs: [
      'A nezapomeňte na zálohy. Ukládejte pracovní soubory tam, kam je firma zálohuje, ne na plochu počítače. Když se počítač porouchá nebo ho někdo ukradne, přijdete o den práce, ne o měsíc. A firma bude vědět, že se data nedostala do cizích rukou, protože disk byl šifrovaný.',
    ],
    en: [
      'And don’t forget backups. Save work files where the company backs them up, not on your desktop. When the laptop breaks or is stolen, you lose a day’s work, not a month’s. And the company will know the data hasn’t fallen into the wrong hands, because the disk was encrypted.',
    ],
  },
  {
    article: 14,
    cs: [
      'Jeden z týmů nám poradil jednoduchý test: zeptejte se nového kolegy po měsíci, kde by hledal rozhodnutí z minulého týdne. Pokud to ví hned, máte nástroje v pořádku.',
    ],
    en: [
      'One of the teams suggested a simple test: after a month, ask a new colleague where they would look for a decision made last week. If they know straight away, your tools are in order.',
    ],
  },
  {
    article: 16,
    cs: [
      'Bezpečnost na home office tedy nestojí na drahých nástrojích, ale na pár návycích, které se dají naučit za jedno odpoledne. Kdo je dodržuje, chrání nejen sebe, ale i kolegy a zákazníky firmy.',
    ],
    en: [
      'So home-office security doesn’t rest on expensive tools but on a few habits you can learn in an afternoon. Whoever keeps them protects not only themselves but also their colleagues and the company’s customers.',
    ],
  },
];
