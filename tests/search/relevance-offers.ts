/**
 * The demo offers by what they are, read off the generated content (titles, skills, places,
 * working modes, contracts, salaries): the relevance sets name them. Numbers are job offer ids
 * (`job-N`); job-15, job-48 and job-70 have expired and are never found.
 */
export interface RelevanceCase {
  query: string;
  /** Offers that must be in the first ten results (all of them, or ten of them). */
  find: number[];
  /** Offers that are relevant too but need not be in the first ten. */
  also?: number[];
  /** Offers that must not be in the first five. */
  not?: number[];
}

export const range = (from: number, to: number, except: number[] = []) =>
  Array.from({ length: to - from + 1 }, (_, at) => from + at).filter((n) => !except.includes(n));

export const offers = {
  pragueDevelopers: [1, 23, 61, 68, 77],
  developers: [1, 2, 8, 9, 16, 23, 30, 35, 49, 50, 54, 55, 61, 68, 77, 84],
  frontend: [1, 8, 50, 55],
  backend: [2, 9, 16, 23],
  python: [30, 35],
  /** Offers whose text uses Python besides the Python developers. */
  pythonUsers: [5, 12, 21, 29, 34, 85, 86, 87],
  kubernetes: [7, 14, 20, 86],
  internships: [4, 16, 40, 52, 76],
  freelance: [2, 12, 17, 27, 32, 47, 62, 72, 77, 87],
  fullRemote: [
    1, 2, 7, 8, 13, 14, 19, 20, 25, 26, 31, 32, 38, 49, 50, 55, 56, 61, 62, 68, 73, 74, 79, 85, 86,
  ],
  hybrid: [5, 6, 11, 12, 17, 18, 23, 24, 29, 30, 35, 47, 53, 54, 71, 72, 77, 78, 84],
  partTime: [4, 26, 28, 36, 44, 60, 64, 80],
  /** The most they pay a month is at least 50,000 CZK (EUR converted). */
  paying50k: [
    1, 2, 3, 5, 6, 7, 9, 11, 13, 14, 17, 18, 19, 21, 23, 25, 27, 29, 30, 33, 35, 38, 39, 42, 45, 47, 49, 50,
    51, 53, 54, 55, 61, 62, 63, 69, 71, 75, 77, 78, 79, 81, 85, 86, 87,
  ],
  paying60k: [
    1, 2, 3, 5, 6, 7, 9, 11, 13, 14, 17, 18, 19, 21, 23, 27, 29, 30, 35, 39, 45, 47, 50, 51, 53, 54, 55, 61,
    69, 75, 77, 79, 85, 86, 87,
  ],
  /** Titled Junior (roles done on site carry no level in their title). */
  juniors: [1, 4, 7, 10, 13, 16, 19, 22, 25, 31, 34, 40, 49, 52, 55, 61, 73, 76, 79, 82, 85],
  customerSupport: [22, 63],
  warehouse: [57, 59, 64, 66, 83],
  pixelhouse: range(1, 14),
  korunaPay: range(16, 26),
  zelenaEnergie: range(27, 35),
  strojirnyHana: range(36, 47),
  medicata: range(49, 56),
  rychlyBalik: range(57, 69),
};

const live = range(1, 87, [15, 48, 70]);
export const employmentContracts = live.filter(
  (n) => !offers.freelance.includes(n) && !offers.internships.includes(n),
);
export const fullTime = live.filter((n) => !offers.partTime.includes(n));
