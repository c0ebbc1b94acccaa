import { foldText } from './fold-text';

/*
 * Czech place names decline irregularly ('v Praze', 'z Brna', 'v Plzni'), past what a suffix
 * stemmer can undo. Each inflected form (folded) maps to the folded nominative.
 */
const PLACE_FORMS: Record<string, string[]> = {
  Praha: ['Praze', 'Prahy', 'Prahu', 'Prahou', 'Prague'],
  Brno: ['Brně', 'Brna', 'Brnu', 'Brnem'],
  Ostrava: ['Ostravě', 'Ostravy', 'Ostravu', 'Ostravou'],
  Plzeň: ['Plzni', 'Plzně', 'Plzní', 'Pilsen'],
  Olomouc: ['Olomouci', 'Olomouce'],
  Budějovice: ['Budějovicích', 'Budějovic', 'Budějovicím', 'Budějovicemi'],
  Zlín: ['Zlíně', 'Zlína', 'Zlínu', 'Zlínem'],
  Hradec: ['Hradci', 'Hradce', 'Hradcem'],
  Králové: ['Králového'],
  Pardubice: ['Pardubicích', 'Pardubic', 'Pardubicím'],
  Liberec: ['Liberci', 'Liberce', 'Libercem'],
  Prostějov: ['Prostějově', 'Prostějova', 'Prostějovem'],
  Jihlava: ['Jihlavě', 'Jihlavy', 'Jihlavu'],
};

const nominatives = new Map<string, string>();
for (const [nominative, forms] of Object.entries(PLACE_FORMS)) {
  const base = foldText(nominative);
  nominatives.set(base, base);
  for (const form of forms) nominatives.set(foldText(form), base);
}

/** The folded nominative of a folded place-name form ('praze' → 'praha'); undefined for other words. */
export function placeNominative(word: string): string | undefined {
  return nominatives.get(word);
}
