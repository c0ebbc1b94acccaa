/**
 * The legal pages as a plausible template (fictional operator, example addresses): controller,
 * purposes with their GDPR legal bases, retention, rights, contact and the supervisory authority.
 */
export interface LegalPage {
  kind: 'cookies' | 'privacy' | 'terms' | 'b2bTerms';
  title: [string, string];
  cs: string[];
  en: string[];
}

const operatorCs =
  '**Tribe Digital s.r.o.**, IČO 12345679, se sídlem Ukázková 123/4, 110 00 Praha 1, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 000000.';
const operatorEn =
  '**Tribe Digital s.r.o.**, company ID (IČO) 12345679, registered office at Ukázková 123/4, 110 00 Prague 1, entered in the Commercial Register kept by the Municipal Court in Prague, section C, file 000000.';
const contactCs = 'E-mail: **privacy@example.com**, telefon: +420 200 000 000, poštou na adresu sídla.';
const contactEn =
  'Email: **privacy@example.com**, phone: +420 200 000 000, or by post to the registered office.';
const authorityCs =
  'Pokud máte za to, že údaje zpracováváme v rozporu s předpisy, můžete podat stížnost u Úřadu pro ochranu osobních údajů (ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7, www.uoou.cz.';
const authorityEn =
  'If you believe we process your data unlawfully, you may lodge a complaint with the Office for Personal Data Protection (ÚOOÚ), Pplk. Sochora 27, 170 00 Prague 7, www.uoou.gov.cz.';

const privacy: LegalPage = {
  kind: 'privacy',
  title: ['Zásady ochrany osobních údajů', 'Privacy policy'],
  cs: [
    '## Kdo údaje zpracovává',
    `Správcem osobních údajů je ${operatorCs}`,
    contactCs,
    '## Za jakým účelem a na jakém právním základě',
    '- **Účet a profil uchazeče**: vedení účtu, profilu, sledovaných firem a nabídek; plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR)',
    '- **Přihlášky na pozice**: předání vaší přihlášky firmě, kterou si vyberete; plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR)',
    '- **Bezpečnost a prevence zneužití**: záznamy o přihlášení a provozu; oprávněný zájem (čl. 6 odst. 1 písm. f) GDPR)',
    '- **Měření návštěvnosti**: analytické cookies; váš souhlas (čl. 6 odst. 1 písm. a) GDPR), který můžete kdykoli odvolat',
    '- **Účetnictví a daně u firemních zákazníků**: plnění právní povinnosti (čl. 6 odst. 1 písm. c) GDPR)',
    '## Jak dlouho údaje uchováváme',
    '- Účet a profil: po dobu trvání účtu; po jeho smazání do 30 dnů odstraníme i zálohy',
    '- Přihlášky: 12 měsíců od odeslání, pokud je nesmažete dříve',
    '- Bezpečnostní záznamy: 6 měsíců',
    '- Analytické údaje: 14 měsíců od sběru',
    '- Účetní doklady: 10 let podle zákona o DPH',
    '## Komu údaje předáváme',
    'Přihlášku předáme jen firmě, které ji posíláte. Dále využíváme zpracovatele pro hosting a měření návštěvnosti, vázané smlouvou o zpracování; údaje zůstávají v Evropské unii.',
    '## Vaše práva',
    '- Právo na přístup k údajům a na jejich kopii (čl. 15 GDPR)',
    '- Právo na opravu (čl. 16) a výmaz (čl. 17)',
    '- Právo na omezení zpracování (čl. 18) a na přenositelnost údajů (čl. 20)',
    '- Právo vznést námitku proti zpracování na základě oprávněného zájmu (čl. 21)',
    '- Právo kdykoli odvolat souhlas, aniž by tím byla dotčena zákonnost dřívějšího zpracování',
    'Údaje si můžete stáhnout a účet smazat přímo v profilu. Na žádost odpovíme nejpozději do jednoho měsíce.',
    '## Kontakt a dozorový úřad',
    contactCs,
    authorityCs,
  ],
  en: [
    '## Who processes your data',
    `The controller of your personal data is ${operatorEn}`,
    contactEn,
    '## Purposes and legal bases',
    '- **Candidate account and profile**: keeping your account, profile, followed companies and offers; performance of a contract (Art. 6(1)(b) GDPR)',
    '- **Job applications**: passing your application to the company you choose; performance of a contract (Art. 6(1)(b) GDPR)',
    '- **Security and abuse prevention**: sign-in and operational logs; legitimate interest (Art. 6(1)(f) GDPR)',
    '- **Visit measurement**: analytics cookies; your consent (Art. 6(1)(a) GDPR), which you may withdraw at any time',
    '- **Accounting and tax for business customers**: legal obligation (Art. 6(1)(c) GDPR)',
    '## How long we keep data',
    '- Account and profile: while the account exists; backups are erased within 30 days of deletion',
    '- Applications: 12 months from sending, unless you delete them earlier',
    '- Security logs: 6 months',
    '- Analytics data: 14 months from collection',
    '- Accounting records: 10 years, as Czech VAT law requires',
    '## Who receives your data',
    'An application goes only to the company you send it to. We also use processors for hosting and visit measurement, bound by data processing agreements; the data stays in the European Union.',
    '## Your rights',
    '- Right of access to your data and to a copy of it (Art. 15 GDPR)',
    '- Right to rectification (Art. 16) and erasure (Art. 17)',
    '- Right to restriction of processing (Art. 18) and to data portability (Art. 20)',
    '- Right to object to processing based on legitimate interest (Art. 21)',
    '- Right to withdraw consent at any time, without affecting the lawfulness of earlier processing',
    'You can download your data and delete your account in your profile. We answer requests within one month at the latest.',
    '## Contact and supervisory authority',
    contactEn,
    authorityEn,
  ],
};

const cookies: LegalPage = {
  kind: 'cookies',
  title: ['Zásady používání cookies', 'Cookie policy'],
  cs: [
    '## Kdo cookies používá',
    `Cookies na tomto webu nastavuje ${operatorCs}`,
    '## Nezbytné cookies',
    'Bez nich web nefunguje, proto je ukládáme na základě oprávněného zájmu (čl. 6 odst. 1 písm. f) GDPR) bez souhlasu:',
    '- **NEXT_LOCALE**: zvolený jazyk webu; 1 rok',
    '- **tribe_session**: přihlášení k účtu; do odhlášení, nejdéle 30 dní',
    '- **tribe_consent**: vaše volba cookies; 6 měsíců',
    '## Analytické cookies',
    'Ukládáme je **jen s vaším souhlasem** (čl. 6 odst. 1 písm. a) GDPR). Pomáhají nám pochopit, jak web používáte:',
    '- **ph_*_posthog**: měření návštěvnosti a anonymizované záznamy relací (vyplněné údaje jsou skryté); 1 rok',
    '## Jak souhlas změnit',
    'Volbu můžete kdykoli změnit v patičce webu pod odkazem Nastavení cookies nebo cookies smazat v prohlížeči.',
    '## Kontakt',
    contactCs,
    authorityCs,
  ],
  en: [
    '## Who uses cookies',
    `Cookies on this site are set by ${operatorEn}`,
    '## Essential cookies',
    'The site does not work without them, so we set them on the basis of legitimate interest (Art. 6(1)(f) GDPR) without consent:',
    '- **NEXT_LOCALE**: the language you chose; 1 year',
    '- **tribe_session**: your sign-in; until you sign out, at most 30 days',
    '- **tribe_consent**: your cookie choice; 6 months',
    '## Analytics cookies',
    'We set them **only with your consent** (Art. 6(1)(a) GDPR). They help us understand how you use the site:',
    '- **ph_*_posthog**: visit measurement and anonymised session recordings (anything you type is masked); 1 year',
    '## Changing your choice',
    'You can change your choice at any time with Cookie settings in the footer, or delete cookies in your browser.',
    '## Contact',
    contactEn,
    authorityEn,
  ],
};

const terms: LegalPage = {
  kind: 'terms',
  title: ['Podmínky používání', 'Terms and conditions'],
  cs: [
    '## Provozovatel',
    `Portál Tribe provozuje ${operatorCs}`,
    '## Úvodní ustanovení',
    'Tyto podmínky upravují používání portálu uchazeči. Registrací s nimi vyjadřujete souhlas.',
    '## Účet',
    'Přihlásit se můžete přes Google, LinkedIn nebo Seznam. Za správnost údajů v profilu odpovídáte vy; účet můžete kdykoli smazat.',
    '## Přihlášky na pozice',
    'Přihlášku předáme firmě, kterou si vyberete. O výběru uchazečů rozhoduje výhradně daná firma.',
    '## Odpovědnost',
    'Za obsah nabídek odpovídají firmy, které je zveřejnily. Provozovatel neručí za uzavření pracovního poměru.',
    '## Osobní údaje',
    'Zpracování osobních údajů popisují Zásady ochrany osobních údajů.',
    '## Závěrečná ustanovení',
    'Podmínky se řídí právem České republiky. O změně vás informujeme e-mailem nejméně 14 dní předem.',
    '## Kontakt',
    'E-mail: **podpora@example.com**, adresa: Ukázková 123/4, 110 00 Praha 1.',
  ],
  en: [
    '## Operator',
    `The Tribe portal is operated by ${operatorEn}`,
    '## Introduction',
    'These terms govern the use of the portal by candidates. By signing up you agree to them.',
    '## Account',
    'You can sign in with Google, LinkedIn or Seznam. You are responsible for the accuracy of your profile; you can delete your account at any time.',
    '## Job applications',
    'We pass your application to the company you choose. Only that company decides whom it hires.',
    '## Liability',
    'Companies are responsible for the content of the offers they publish. The operator does not guarantee that an employment contract is concluded.',
    '## Personal data',
    'How we process personal data is described in the Privacy policy.',
    '## Final provisions',
    'These terms are governed by Czech law. We tell you about changes by email at least 14 days in advance.',
    '## Contact',
    'Email: **support@example.com**, address: Ukázková 123/4, 110 00 Prague 1.',
  ],
};

const b2bTerms: LegalPage = {
  kind: 'b2bTerms',
  title: ['Obchodní podmínky pro firmy', 'General terms and conditions for companies'],
  cs: [
    '## Smluvní strany',
    `Poskytovatelem služeb je ${operatorCs} Objednatelem je firma, která si služby objedná.`,
    '## Předmět smlouvy',
    'Poskytujeme firemní profily, inzerci pracovních nabídek a HR marketing v rozsahu objednávky.',
    '## Cena a platba',
    'Cena se řídí ceníkem platným ke dni objednávky. Fakturujeme měsíčně se splatností 14 dní.',
    '## Obsah profilu a nabídek',
    'Za obsah, který nám dodáte, odpovídáte vy. Nabídky musí odpovídat zákoníku práce a zákazu diskriminace.',
    '## Zpracování osobních údajů',
    'Přihlášky uchazečů zpracováváte jako samostatný správce. Údaje o vašich kontaktních osobách zpracováváme pro plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR) po dobu jejího trvání a 10 let pro účetní účely.',
    '## Odpověď do 24 hodin',
    'Na každou poptávku odpovíme do 24 hodin v pracovní dny.',
    '## Trvání a ukončení',
    'Smlouvu lze vypovědět písemně s výpovědní dobou jednoho měsíce.',
    '## Kontakt',
    'E-mail: **firmy@example.com**, telefon: +420 200 000 001.',
  ],
  en: [
    '## Parties',
    `The services are provided by ${operatorEn} The customer is the company that orders them.`,
    '## Subject',
    'We provide company profiles, job postings and HR marketing as ordered.',
    '## Price and payment',
    'Prices follow the price list valid on the day of the order. We invoice monthly, payable within 14 days.',
    '## Profile and offer content',
    'You are responsible for the content you supply. Offers must comply with Czech labour law and the ban on discrimination.',
    '## Personal data',
    'You process candidates’ applications as an independent controller. We process data about your contact people to perform the contract (Art. 6(1)(b) GDPR) while it lasts and for 10 years for accounting.',
    '## Reply within 24 hours',
    'We reply to every inquiry within 24 hours on working days.',
    '## Term and termination',
    'Either party may terminate the contract in writing with one month’s notice.',
    '## Contact',
    'Email: **companies@example.com**, phone: +420 200 000 001.',
  ],
};

export const legalPages: LegalPage[] = [cookies, privacy, terms, b2bTerms];
