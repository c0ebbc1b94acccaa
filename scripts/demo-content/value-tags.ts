/** Each demo company's value tags (the company list's value filter), from its written values. */
export const valueTagsByCompany: Record<string, string[]> = {
  pixelhouse: ['craft', 'openness', 'learning'],
  'koruna-pay': ['reliability', 'trust'],
  'zelena-energie': ['sustainability', 'care'],
  'strojirny-hana': ['craft', 'reliability', 'teamwork'],
  medicata: ['care', 'reliability'],
  'rychle-balik': ['teamwork', 'reliability'],
  'hrave-studio': ['playfulness', 'craft'],
  mediabox: ['openness', 'trust'],
  'nadhled-consulting': ['openness', 'trust'],
  knihomol: ['community', 'care'],
  'skola-hrou': ['learning', 'playfulness'],
  'datova-tovarna': ['learning', 'openness'],
};
