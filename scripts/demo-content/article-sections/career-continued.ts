import type { ArticleSections } from './article-sections';

/** More of the career articles (1 to 4 and 17), after their first further sections. */
export const careerSectionsContinued: ArticleSections[] = [
  {
    article: 1,
    cs: [
      '## Průvodní dopis, nebo ne?',
      'Když ho inzerát nechce, nepište ho. Když chce, nebo když máte co vysvětlit, stačí krátký. Tři odstavce: proč právě tahle firma, co do ní přinášíte a co od pozice čekáte. Nepřepisujte do něj životopis, personalista ho má vedle. Dobrý dopis odpoví na otázku, kterou si čtenář životopisu položí: proč se hlásí zrovna k nám?',
      'Dopis je také místo pro věci, které se do životopisu nevejdou. Stěhujete se do jiného města a hledáte práci předem? Měníte obor a chcete vysvětlit proč? Napište to jednou větou na začátku, ať personalista nemusí hádat.',
      '## Jedna strana, nebo dvě?',
      'Na délce záleží méně, než se říká. Absolventovi stačí jedna strana, zkušenému odborníkovi klidně dvě. Tři strany už čte málokdo celé. Když se vám nevejde všechno, co chcete říct, zeptejte se u každé položky, jestli by personalistovi chyběla. Pokud ne, smažte ji.',
    ],
    en: [
      '## A cover letter or not?',
      'If the ad doesn’t ask for one, don’t write it. If it does, or if you have something to explain, keep it short. Three paragraphs: why this company, what you bring to it and what you expect from the role. Don’t copy your CV into it; the recruiter has it right there. A good letter answers the question the reader of your CV will ask: why is this person applying to us?',
      'The letter is also the place for things that don’t fit in a CV. Are you moving to another city and looking for work in advance? Are you changing fields and want to explain why? Say so in one sentence at the start, so the recruiter doesn’t have to guess.',
      '## One page or two?',
      'Length matters less than people say. One page is enough for a graduate, two are fine for an experienced professional. Few people read three pages to the end. If everything you want to say won’t fit, ask of each item whether the recruiter would miss it. If not, delete it.',
    ],
  },
  {
    article: 2,
    cs: [
      '## Otázky podle typu pozice',
      'Na pozici ve skladu nebo ve výrobě se vyplatí zeptat, jak vypadají směny a jak se plánují, jestli se dá vyměnit směna s kolegou a kdo vás zaučí. Na pozici ve vývoji se zeptejte, jak tým rozhoduje o technologiích, jak často nasazuje a kolik času zabírá oprava starého kódu. V obchodě zase stojí za to vědět, podle čeho se počítají odměny a jak se mění cíle během roku.',
      'Ať jde o jakoukoli práci, vždycky se vyplatí otázka na lidi: s kým budu nejčastěji pracovat, jak dlouho jsou v týmu a proč odešel člověk, kterého nahrazuji. Odpovědi vám řeknou o atmosféře víc než všechny fotky z firemních akcí.',
    ],
    en: [
      '## Questions by type of job',
      'For a job in a warehouse or in production, it pays to ask what the shifts look like and how they are planned, whether you can swap a shift with a colleague and who will train you. For a job in development, ask how the team decides on technologies, how often it releases and how much time goes into fixing old code. In sales, it is worth knowing how bonuses are calculated and how targets change during the year.',
      'Whatever the job, a question about the people always pays off: whom will I work with most, how long have they been on the team, and why did the person I am replacing leave? The answers tell you more about the atmosphere than all the photos from company parties.',
    ],
  },
  {
    article: 3,
    cs: [
      '## Vyjednávání ve stávající firmě',
      'O přidání se mluví ještě hůř než o mzdě při nástupu. Přitom platí podobná pravidla. Připravte si, co se za poslední rok změnilo: jaké úkoly jste převzali, co se díky vám povedlo, kolik se dnes platí na podobné pozici jinde. Požádejte o schůzku předem a řekněte, o čem chcete mluvit. Vedoucí, kterého zaskočíte na chodbě, vám nic neslíbí.',
      'Počítejte s tím, že o rozpočtu na mzdy se často rozhoduje jednou ročně. Když přijdete v listopadu, může být pozdě. Zeptejte se vedoucího, kdy se rozpočet plánuje, a ozvěte se včas. Pokud odpověď zní „teď ne“, domluvte se, co by se muselo stát, aby to šlo, a kdy se k tomu vrátíte.',
      '## Jak mluvit, když jste nervózní',
      'Nervozita k vyjednávání patří a nikdo ji od vás nečeká skrývat. Pomáhá mít připravené první dvě věty nazpaměť. Pak už rozhovor většinou běží sám. Když nevíte, co odpovědět, řekněte, že si to rozmyslíte a ozvete se do druhého dne. Rozumná firma na to přistoupí a vy se nerozhodnete pod tlakem.',
      'Ticho po vaší odpovědi není chyba. Personalista si zapisuje, přemýšlí nebo čeká, jestli ustoupíte. Neustupujte jen proto, abyste ticho vyplnili. Napijte se vody a počkejte.',
      '## Nabídka na papíře',
      'Než nabídku přijmete, nechte si ji poslat písemně. Zkontrolujte hrubou mzdu, výši a pravidla odměn, délku zkušební doby, výpovědní lhůtu, místo výkonu práce a rozsah úvazku. Pokud se něco liší od toho, na čem jste se domluvili, ozvěte se hned. Po podpisu se to mění mnohem hůř.',
    ],
    en: [
      '## Negotiating at your current company',
      'A pay rise is even harder to talk about than starting pay. Yet similar rules apply. Prepare what has changed over the past year: what tasks you have taken on, what has succeeded thanks to you, what similar roles pay elsewhere today. Ask for a meeting in advance and say what you want to discuss. A manager you catch off guard in the corridor will promise you nothing.',
      'Bear in mind that the pay budget is often decided once a year. If you come in November, it may be too late. Ask your manager when the budget is planned, and speak up in time. If the answer is “not now”, agree on what would have to happen for it to be possible and when you will come back to it.',
      '## How to talk when you are nervous',
      'Nerves are part of negotiating, and nobody expects you to hide them. It helps to have your first two sentences learned by heart. After that the conversation usually runs by itself. When you don’t know what to answer, say you will think it over and get back to them by the next day. A reasonable company will agree, and you won’t decide under pressure.',
      'Silence after your answer is not a mistake. The recruiter is taking notes, thinking or waiting to see whether you back down. Don’t back down just to fill the silence. Have a sip of water and wait.',
      '## The offer on paper',
      'Before you accept an offer, have it sent in writing. Check the gross pay, the size and rules of any bonuses, the length of probation, the notice period, the place of work and the hours. If anything differs from what you agreed, speak up at once. After signing it is much harder to change.',
    ],
  },
  {
    article: 4,
    cs: [
      '## Kde hledat první práci v novém oboru',
      'Inzeráty pro juniory bývají nejžádanější a přihlásí se na ně stovky lidí. Vyplatí se proto zkoušet i jiné cesty. Menší firmy často nabírají přes doporučení a ocení, když se jim ozvete přímo s konkrétní nabídkou, co pro ně můžete udělat. Stáž nebo zkrácený úvazek na začátek může být branou, kterou jinak neprojdete.',
      'Velkou výhodou je obor, ze kterého přicházíte. Bývalá zdravotní sestra bude pro firmu, která vyvíjí software pro nemocnice, mnohem zajímavější než další absolvent kurzu. Hledejte firmy, kde se vaše dvě kariéry potkávají. Tam nejste nováček, ale člověk, který rozumí zákazníkům.',
      '## Co říct doma',
      'Změna oboru se netýká jen vás. Promluvte si s rodinou o tom, co bude znamenat: méně peněz na nějakou dobu, večery nad kurzem, možná stěhování. Lidé, se kterými jsme mluvili, se shodli, že podpora blízkých byla stejně důležitá jako samotné učení.',
    ],
    en: [
      '## Where to look for your first job in the new field',
      'Junior job ads are the most sought after, and hundreds of people apply. So it pays to try other routes too. Smaller companies often hire through recommendations and appreciate it when you contact them directly with a concrete offer of what you could do for them. An internship or part-time job to start with can be a door you wouldn’t otherwise get through.',
      'A big advantage is the field you come from. A former nurse will be far more interesting to a company that builds software for hospitals than yet another course graduate. Look for companies where your two careers meet. There you are not a beginner, but someone who understands the customers.',
      '## What to say at home',
      'A career change isn’t only about you. Talk to your family about what it will mean: less money for a while, evenings spent on a course, perhaps a move. The people we spoke to agreed that the support of those close to them was as important as the learning itself.',
    ],
  },
  {
    article: 17,
    cs: [
      '## Odmítnutí, které pomůže',
      'Nejvíc nás překvapilo, jak moc uchazečům záleží na tom, jak je firma odmítne. Ti, kdo dostali krátkou osobní zprávu s jednou konkrétní větou o tom, proč to nevyšlo, hodnotili celý výběr kladně, i když práci nedostali. Mnozí z nich se do stejné firmy přihlásili znovu o rok později.',
      'Naopak šablona bez podpisu nebo úplné ticho nechaly v uchazečích hořkost, o které pak mluvili se známými. Firmy často podceňují, že každý odmítnutý uchazeč je zároveň možný zákazník, budoucí kolega nebo někdo, kdo firmu doporučí dál.',
      '## Rady pro obě strany',
      'Pro uchazeče: připravte se na firmu, mluvte konkrétně a ptejte se. Pro firmy: odpovídejte rychle, dávejte krátké úkoly, pokládejte všem stejné otázky a odmítejte s respektem. Zní to samozřejmě, ale právě tyhle samozřejmosti rozhodovaly v tisíci pohovorech, které jsme prošli.',
    ],
    en: [
      '## A rejection that helps',
      'What surprised us most was how much it matters to candidates how a company turns them down. Those who got a short personal message with one concrete sentence on why it didn’t work out rated the whole process positively, even though they didn’t get the job. Many of them applied to the same company again a year later.',
      'By contrast, an unsigned template or complete silence left candidates bitter, and they then talked about it with friends. Companies often underestimate that every rejected candidate is also a possible customer, a future colleague or someone who will recommend the company to others.',
      '## Advice for both sides',
      'For candidates: prepare for the company, speak concretely and ask questions. For companies: answer quickly, set short tasks, ask everyone the same questions and reject with respect. It sounds obvious, but it was exactly these obvious things that decided the thousand interviews we went through.',
    ],
  },
  {
    article: 1,
    cs: [
      '## Odkazy a profily',
      'Odkaz na profesní profil, portfolio nebo ukázky práce patří do záhlaví vedle telefonu a e-mailu. Než ho přidáte, otevřete ho v anonymním okně prohlížeče a podívejte se, co uvidí cizí člověk. Profil, který jste naposledy upravovali před pěti lety, vám spíš uškodí. Portfolio stačí krátké: tři nejlepší práce s jednou větou o tom, co bylo vaším úkolem a jak to dopadlo.',
      'U technických pozic se personalisté rádi podívají i na ukázky kódu. Nemusí jít o velký projekt. Malý nástroj, který jste si napsali pro sebe a má srozumitelný popis, řekne o vašem přemýšlení víc než certifikát.',
    ],
    en: [
      '## Links and profiles',
      'A link to your professional profile, portfolio or work samples belongs in the header next to your phone and e-mail. Before you add it, open it in a private browser window and see what a stranger will see. A profile you last edited five years ago is more likely to hurt you. A portfolio can be short: your three best pieces of work, each with one sentence on what your job was and how it turned out.',
      'For technical roles, recruiters also like to look at code samples. It doesn’t have to be a big project. A small tool you wrote for yourself, with a clear description, says more about how you think than a certificate.',
    ],
  },
  {
    article: 2,
    cs: [
      'A ještě jedna rada: po pohovoru si odpovědi zapište, dokud je máte v paměti. Když se budete rozhodovat mezi dvěma nabídkami, poznámky z pohovoru budou cennější než dojem, který za týden vybledne.',
      'Nebojte se ani zeptat, jak bude výběr pokračovat. Kolik kol ještě čeká, kdo v nich bude a kdy se dozvíte výsledek. Firma, která na tuhle otázku neumí odpovědět, nejspíš nemá výběr dobře promyšlený.',
    ],
    en: [
      'One more tip: after the interview, write down the answers while you still remember them. When you are choosing between two offers, your interview notes will be worth more than an impression that fades within a week.',
      'Don’t be afraid to ask how the process will continue, either. How many rounds are left, who will be in them and when you will hear the result. A company that can’t answer that question probably hasn’t thought its hiring through.',
    ],
  },
  {
    article: 3,
    cs: [
      '## Mzda v inzerátu',
      'Stále víc firem uvádí mzdu přímo v inzerátu. Pro uchazeče je to velká úleva: hned vědí, jestli má smysl se hlásit, a nemusí hádat. Rozpětí v inzerátu ale neznamená, že dostanete horní hranici. Obvykle odpovídá tomu, co firma zaplatí od začínajícího po zkušeného člověka na dané pozici. Kde se v něm ocitnete, záleží na tom, co přinesete.',
      'Když inzerát mzdu neuvádí, zeptejte se na ni na začátku prvního rozhovoru. Je to férová otázka a ušetří čas oběma stranám. Nikdo nechce po třech kolech zjistit, že se představy liší o dvacet tisíc.',
      '## Benefity, které se počítají',
      'Benefity se dají přepočítat na peníze, ale ne všechny stejně. Stravenky, příspěvek na penzijní spoření nebo třináctý plat mají jasnou hodnotu. Karta na sport nebo firemní akce mají hodnotu jen tehdy, když je opravdu využijete. Při srovnávání nabídek si sečtěte jen ty benefity, které pro vás něco znamenají.',
    ],
    en: [
      '## Pay in the job ad',
      'More and more companies state the pay in the job ad itself. For candidates that is a great relief: they know at once whether it is worth applying and don’t have to guess. But a range in the ad doesn’t mean you will get the top of it. It usually covers what the company pays for the role, from a beginner to someone experienced. Where you land in it depends on what you bring.',
      'When an ad doesn’t state the pay, ask about it at the start of the first conversation. It is a fair question and saves both sides time. Nobody wants to find out after three rounds that expectations differ by twenty thousand.',
      '## Benefits that count',
      'Benefits can be converted into money, but not all in the same way. Meal vouchers, a pension contribution or a thirteenth salary have a clear value. A sports card or company events are worth something only if you really use them. When comparing offers, add up only the benefits that mean something to you.',
    ],
  },
  {
    article: 4,
    cs: [
      '## Kurzy a certifikáty',
      'Nabídka kurzů je obrovská a ne všechny stojí za své peníze. Než zaplatíte, zjistěte, kolik absolventů kurzu pak v oboru opravdu pracuje, a zeptejte se jich přímo. Dobrý kurz vám dá hlavně praxi a zpětnou vazbu od lidí, kteří obor dělají, ne jen certifikát. Zaměstnavatelé se na certifikát podívají, ale rozhoduje, co umíte ukázat.',
      'Pomáhá také učit se s ostatními. Skupina lidí, kteří procházejí stejnou změnou, vás podrží, když se vám nebude chtít, a často se přes ni dostanete i k první práci. Polovina lidí, se kterými jsme mluvili, našla první místo přes někoho, koho potkala během kurzu.',
      '## Když to nevyjde napoprvé',
      'Ne každá změna vyjde hned. Někdo zjistí, že nový obor není pro něj, jiný hledá první práci déle, než čekal. Ani jedno není prohra. Co jste se naučili, vám zůstane, a často se to hodí i v původním oboru. Účetní, která se naučila programovat a vrátila se k účetnictví, si dnes automatizuje polovinu práce.',
    ],
    en: [
      '## Courses and certificates',
      'The range of courses is huge, and not all of them are worth the money. Before you pay, find out how many of the course’s graduates actually work in the field, and ask them directly. A good course gives you above all practice and feedback from people who work in the field, not just a certificate. Employers will look at the certificate, but what decides is what you can show.',
      'It also helps to learn with others. A group of people going through the same change will hold you up when you don’t feel like it, and often it is through them that you find your first job. Half of the people we spoke to found their first position through someone they met during a course.',
      '## When it doesn’t work out the first time',
      'Not every change works out at once. Some find the new field isn’t for them; others look for their first job longer than they expected. Neither is a defeat. What you learned stays with you, and often it comes in handy in your original field too. An accountant who learned to code and went back to accounting now automates half of her work.',
    ],
  },
  {
    article: 17,
    cs: [
      'Zaznamenali jsme také, jak se pohovory liší podle velikosti firmy. Ve velkých firmách je výběr delší a má víc kol, ale uchazeči častěji vědí, co je čeká. V malých firmách je rychlejší a osobnější, ale občas chaotický. Obojí může fungovat, pokud firma uchazečům dopředu řekne, jak bude výběr probíhat.',
    ],
    en: [
      'We also noted how interviews differ with the size of the company. In large companies hiring takes longer and has more rounds, but candidates more often know what to expect. In small companies it is faster and more personal, but sometimes chaotic. Both can work if the company tells candidates in advance how the process will run.',
    ],
  },
  {
    article: 2,
    cs: [
      'Pokud vás během pohovoru napadne otázka, kterou jste si nepřipravili, položte ji. Otázky, které vzniknou z rozhovoru, ukazují, že posloucháte, a často vedou k nejzajímavějším odpovědím. Personalisté si je pamatují déle než otázky ze seznamu.',
    ],
    en: [
      'If a question you didn’t prepare occurs to you during the interview, ask it. Questions that come out of the conversation show that you are listening, and they often lead to the most interesting answers. Recruiters remember them longer than questions from a list.',
    ],
  },
  {
    article: 3,
    cs: [
      '## Mzda a zkušební doba',
      'Některé firmy nabízejí po dobu zkušební doby nižší mzdu a slibují zvýšení po jejím skončení. Není na tom nic špatného, pokud je zvýšení sepsané ve smlouvě i s částkou. Slib vyslovený na pohovoru nestačí. Když firma odmítne zvýšení napsat, ptejte se proč. Odpověď vám o firmě hodně řekne.',
      'A ještě jedna věc: zkušební doba platí pro obě strany. Pokud zjistíte, že mzda neodpovídá práci, kterou ve skutečnosti děláte, je to dobrá chvíle o tom mluvit, ne až za rok.',
    ],
    en: [
      '## Pay and probation',
      'Some companies offer lower pay during probation and promise a rise once it is over. There is nothing wrong with that, as long as the rise is written into the contract with the amount. A promise made at the interview isn’t enough. If the company refuses to put the rise in writing, ask why. The answer will tell you a lot about the company.',
      'And one more thing: probation works both ways. If you find that the pay doesn’t match the work you actually do, that is a good moment to talk about it, not a year later.',
    ],
  },
  {
    article: 2,
    cs: [
      'Co když na žádnou otázku nedostanete jasnou odpověď? I to je informace. Firma, která neví, proč je pozice volná nebo jak bude vypadat první měsíc, nemusí být špatná, ale nejspíš vás čeká víc chaosu, než inzerát naznačuje. Rozhodněte se, jestli vám takové prostředí vyhovuje. Někoho chaos láká, protože v něm může věci budovat od začátku, jiného vyčerpá.',
    ],
    en: [
      'What if none of your questions gets a clear answer? That is information too. A company that doesn’t know why a position is open or what the first month will look like isn’t necessarily bad, but you can probably expect more chaos than the ad suggests. Decide whether that kind of environment suits you. Chaos attracts some people because they can build things from the start; it wears others out.',
    ],
  },
];
