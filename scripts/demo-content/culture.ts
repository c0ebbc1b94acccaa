/** How work goes at each demo company (its profile's culture section), in Czech and English. */
export const cultureByCompany: Record<string, [cs: string, en: string][]> = {
  pixelhouse: [
    [
      'Pracujeme v malých týmech, které si samy rozhodují, **jak** dosáhnou cíle.',
      'We work in small teams that decide for themselves **how** to reach their goals.',
    ],
    [
      'Každý měsíc máme _demo day_, kde ukazujeme, co se povedlo – i co ne.',
      'Every month we hold a _demo day_ to show what worked – and what did not.',
    ],
  ],
  'koruna-pay': [
    [
      'Každou změnu čtou dva kolegové a zkouší se na kopii provozu. Pohotovost držíme po týdnech a je placená zvlášť.',
      'Two colleagues read every change, and it is tried on a copy of production. We share on-call by the week, and it is paid on top.',
    ],
    [
      'Po každém výpadku píšeme rozbor bez hledání viníka a čte ho celá firma.',
      'After every outage we write a blameless review, and the whole company reads it.',
    ],
  ],
  'zelena-energie': [
    [
      'Projektanti, technici a obchodníci sedí v jedné kanceláři a na každou stavbu jezdí společně aspoň jednou.',
      'Design engineers, technicians and sales people share one office and visit every site together at least once.',
    ],
    [
      'V pátek odpoledne se nepracuje, ale chodí se na výlet: loni jsme vylezli na všechny stožáry, které servisujeme, ze země.',
      'Friday afternoons are for outings, not work: last year we walked to every turbine we service, from the ground.',
    ],
  ],
  'strojirny-hana': [
    [
      'Každý nováček má svého patrona, zkušeného kolegu, který ho první půlrok provází výrobou.',
      'Every newcomer has a mentor, an experienced colleague who guides them through the shop floor for the first six months.',
    ],
    [
      'Bezpečnost je na prvním místě: linku může zastavit kdokoli, kdo vidí riziko, a nikdo se ho neptá proč.',
      'Safety comes first: anyone who sees a risk may stop the line, and nobody asks them why.',
    ],
  ],
  medicata: [
    [
      'Vývojáři jednou za čtvrtletí stráví den v nemocnici a klinické specialistky sedí s nimi u plánování.',
      'Developers spend a day in a hospital every quarter, and our clinical specialists sit in on planning.',
    ],
    [
      'Vydáváme jednou za dva týdny, a jen když je testování hotové. Termín se posune, kvalita ne.',
      'We release every two weeks, and only when testing is done. A date can move; quality cannot.',
    ],
  ],
  'rychle-balik': [
    [
      'Směny plánujeme měsíc dopředu a výměny si lidé domlouvají v aplikaci mezi sebou.',
      'We plan shifts a month ahead, and people swap them among themselves in an app.',
    ],
    [
      'Vedoucí začínali na lince nebo za volantem, takže vědí, co práce obnáší. Kancelářští kolegové si jednou ročně vyzkoušejí noční směnu.',
      'Our managers started on the line or behind the wheel, so they know what the work takes. Office staff try a night shift once a year.',
    ],
  ],
  'hrave-studio': [
    [
      'Každý pátek hraje rozpracovanou verzi celé studio a jednou za měsíc i lidé zvenku.',
      'Every Friday the whole studio plays the build in progress, and once a month people from outside join in.',
    ],
    [
      'Přesčasy před vydáním nezavádíme: když to nestihneme, vydáme později.',
      'We don’t crunch before a release: if we are not ready, we release later.',
    ],
  ],
  mediabox: [
    [
      'Redakce se schází každé ráno v devět a plán dne se dělá společně, ne shora.',
      'The newsroom meets every morning at nine, and the day’s plan is made together, not handed down.',
    ],
    [
      'Chybu opravujeme hned a veřejně, pod článkem. Kdo ji přizná, nemá se čeho bát.',
      'We correct mistakes at once and in public, under the article. Owning up to one is never held against anyone.',
    ],
  ],
  'nadhled-consulting': [
    [
      'Jsme tři a na každém projektu pracujeme ve dvou, aby měl každý nápad oponenta.',
      'There are three of us, and we work on every project in pairs, so every idea has a challenger.',
    ],
    [
      'Kancelář nemáme: potkáváme se u klientů a jednou týdně na obědě v Brně nebo v Praze.',
      'We have no office: we meet at clients’ premises and once a week over lunch in Brno or Prague.',
    ],
  ],
  knihomol: [
    [
      'Každý knihkupec má svůj regál doporučení a jednou měsíčně si o knihách povídáme napříč prodejnami.',
      'Every bookseller has their own shelf of recommendations, and once a month we talk books across all the shops.',
    ],
    [
      'Knihy si u nás zaměstnanci půjčují zdarma, jen je musí vrátit nepoškozené.',
      'Staff borrow books free of charge, as long as they bring them back undamaged.',
    ],
  ],
  'skola-hrou': [
    [
      'Zatím jsme malý tým, takže o všem rozhodujeme spolu a každá úloha projde testem se skutečnými dětmi.',
      'We are still a small team, so we decide everything together, and every exercise is tested with real children.',
    ],
  ],
  'datova-tovarna': [
    [
      'Každý model, který nasadíme, má svého vlastníka a po měsíci vyhodnocení u zákazníka.',
      'Every model we deploy has an owner and a review with the customer after a month.',
    ],
    [
      'Polovina týmu jezdí pravidelně do továren: kdo chce rozumět datům, musí slyšet, jak stroj zní.',
      'Half the team visits factories regularly: to understand the data, you have to hear what a machine sounds like.',
    ],
  ],
};

/** The value tags' longer wording for a profile's values section. */
export const valueLines: Record<string, [cs: string, en: string]> = {
  openness: [
    '**Otevřenost**: o problémech mluvíme nahlas a včas',
    '**Openness**: we talk about problems openly and early',
  ],
  learning: [
    '**Učení**: na vzdělávání má každý čas i rozpočet',
    '**Learning**: everyone has time and a budget to learn',
  ],
  sustainability: [
    '**Udržitelnost**: rozhodujeme s ohledem na příští generace',
    '**Sustainability**: we decide with the next generations in mind',
  ],
  teamwork: [
    '**Týmový duch**: výsledek je společný, ne jednotlivce',
    '**Teamwork**: results belong to the team, not one person',
  ],
  craft: [
    '**Řemeslo**: děláme věci pořádně, i když to trvá déle',
    '**Craft**: we do things properly, even when it takes longer',
  ],
  reliability: ['**Spolehlivost**: co slíbíme, to dodáme', '**Reliability**: we deliver what we promise'],
  trust: [
    '**Důvěra**: nikoho nehlídáme, každý odpovídá za své',
    '**Trust**: nobody is watched; everyone owns their work',
  ],
  care: ['**Péče**: na lidech záleží víc než na termínech', '**Care**: people matter more than deadlines'],
  community: [
    '**Komunita**: jsme součástí míst, kde působíme',
    '**Community**: we are part of the places where we work',
  ],
  playfulness: [
    '**Hravost**: zkoušíme nové věci a smíme se splést',
    '**Playfulness**: we try new things and may get them wrong',
  ],
};
