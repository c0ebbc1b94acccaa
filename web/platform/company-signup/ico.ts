/** An IČO as typed (spaces allowed) without its spaces. */
export const normaliseIco = (typed: string) => typed.replace(/\s+/g, '');

/**
 * Whether eight digits make a valid Czech company number (IČO): the first seven weighted 8…2,
 * their sum modulo 11 gives the last digit (remainder 0 → 1, 1 → 0, otherwise 11 − remainder).
 */
export function isValidIco(ico: string): boolean {
  if (!/^\d{8}$/.test(ico)) return false;
  const digits = [...ico].map(Number);
  const sum = digits.slice(0, 7).reduce((total, digit, index) => total + digit * (8 - index), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 1 : remainder === 1 ? 0 : 11 - remainder;
  return digits[7] === check;
}
