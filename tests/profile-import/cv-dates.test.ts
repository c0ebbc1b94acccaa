import { describe, expect, it } from 'vitest';
import { findDateRange } from '@/platform/profile-import/cv-dates';

const months = (text: string) => {
  const range = findDateRange(text);
  return range ? [range.from, range.to] : null;
};

describe('date ranges as CVs write them', () => {
  it.each([
    ['03/2021 – současnost', ['2021-03', null]],
    ['3/2021 - Present', ['2021-03', null]],
    ['2019 – 2022', ['2019-01', '2022-12']],
    ['březen 2020 – současnost', ['2020-03', null]],
    ['od března 2020 do června 2022', ['2020-03', '2022-06']],
    ['Mar 2020 – Present', ['2020-03', null]],
    ['Sept 2017 to Feb 2020', ['2017-09', '2020-02']],
    ['January 2021 - Present (3 years 11 months)', ['2021-01', null]],
    ['září 2019 - současnost (5 let 3 měsíce)', ['2019-09', null]],
    ['červenec 2014 – prosinec 2016', ['2014-07', '2016-12']],
    ['9. 2016 – 6. 2019', ['2016-09', '2019-06']],
    ['2020-03 – 2021-11', ['2020-03', '2021-11']],
    ["Master's degree, Computer Science · (2012 - 2016)", ['2012-01', '2016-12']],
    ['od 05/2018 dosud', ['2018-05', null]],
    ['since May 2018', ['2018-05', null]],
  ])('%s', (text, expected) => {
    expect(months(text)).toEqual(expected);
  });

  it.each([
    'Served 1200 – 1500 customers a day',
    'Ledger reconciliation for 40 clients',
    '13/2020 – 05/2021',
    '2022 – 2019',
    '+420 777 123 456',
  ])('finds no range in %s', (text) => {
    expect(months(text)).toBeNull();
  });
});
