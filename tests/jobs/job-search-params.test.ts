import { describe, expect, it } from 'vitest';
import { jobSearchFields, jobSearchSchema } from '@/contracts/job-search';
import { formSearchQuery, minSalaryDigits } from '@/lib/jobs/job-search-form-query';
import {
  activeFilterCount,
  FOLDED_FILTERS,
  foldedFilterCount,
  jobSearchUrlQuery,
  parseJobSearchParams,
} from '@/lib/jobs/job-search-params';

describe('the job list URL state', () => {
  it('reads every agreed parameter', () => {
    const state = parseJobSearchParams({
      q: ' react developer ',
      city: 'Brno',
      company: 'pixelhouse',
      seniority: 'senior',
      workload: 'part-time',
      workingMode: 'hybrid',
      employmentType: 'internship',
      drivingLicence: 'C',
      salary: '1',
      minSalary: '50 000',
      page: '3',
    });
    expect(state).toEqual({
      filters: {
        q: 'react developer',
        city: 'Brno',
        company: 'pixelhouse',
        seniority: 'senior',
        workload: 'part-time',
        workingMode: 'hybrid',
        employmentType: 'internship',
        drivingLicence: 'C',
        salary: true,
        minSalary: 50000,
      },
      page: 3,
    });
  });

  it('ignores unknown and invalid values instead of failing', () => {
    const state = parseJobSearchParams({
      seniority: 'guru',
      workload: 'FULL-TIME',
      workingMode: ['moon', 'hybrid'],
      employmentType: '',
      drivingLicence: 'b',
      salary: 'yes',
      minSalary: '-5',
      page: '0',
      sort: 'price',
      city: '   ',
    });
    expect(state).toEqual({ filters: {}, page: 1 });
    expect(parseJobSearchParams({ minSalary: '12.5', page: 'two' })).toEqual({ filters: {}, page: 1 });
    expect(parseJobSearchParams({ minSalary: '99999999999', page: '100000' })).toEqual({
      filters: {},
      page: 1,
    });
  });

  it('takes the first of repeated parameters and cuts overlong text', () => {
    const state = parseJobSearchParams(new URLSearchParams(`city=Praha&city=Brno&q=${'a'.repeat(300)}`));
    expect(state.filters.city).toBe('Praha');
    expect(state.filters.q).toHaveLength(100);
  });

  it('writes a search back to the same parameters, without empty ones and page 1', () => {
    const filters = { q: 'design', city: '', salary: true as const, minSalary: 40000 };
    expect(jobSearchUrlQuery(filters)).toEqual({ q: 'design', salary: '1', minSalary: '40000' });
    expect(jobSearchUrlQuery(filters, 2)).toMatchObject({ page: '2' });
    expect(parseJobSearchParams(jobSearchUrlQuery(filters, 2))).toEqual({
      filters: { q: 'design', salary: true, minSalary: 40000 },
      page: 2,
    });
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ q: 'x', city: 'Brno', seniority: 'junior' })).toBe(3);
  });

  it("counts for 'Filters (n)' only the filters a phone folds, not the text, city, company or order", () => {
    expect(foldedFilterCount({ q: 'x', city: 'Brno', company: 'pixelhouse', sort: 'newest' })).toBe(0);
    expect(foldedFilterCount({ q: 'x', city: 'Brno', seniority: 'junior', salary: true })).toBe(2);
    const everything = parseJobSearchParams({
      q: 'x',
      city: 'Brno',
      company: 'pixelhouse',
      seniority: 'senior',
      workload: 'full-time',
      workingMode: 'hybrid',
      employmentType: 'internship',
      drivingLicence: 'B',
      salary: '1',
      minSalary: '40000',
      sort: 'salary',
    }).filters;
    expect(foldedFilterCount(everything)).toBe(FOLDED_FILTERS.length);
    expect(activeFilterCount(everything)).toBe(FOLDED_FILTERS.length + 3);
  });

  it('reads the order, which is kept in the URL but counts as no filter', () => {
    expect(parseJobSearchParams({ sort: 'salary' }).filters).toEqual({ sort: 'salary' });
    expect(parseJobSearchParams({ sort: 'cheapest' }).filters).toEqual({});
    expect(jobSearchUrlQuery({ q: 'react', sort: 'newest' }, 2)).toEqual({
      q: 'react',
      sort: 'newest',
      page: '2',
    });
    expect(activeFilterCount({ q: 'react', sort: 'newest' })).toBe(1);
  });

  it('turns a search form into the URL query a link to the same search has', () => {
    const form = new FormData();
    form.append('q', ' react ');
    form.append('city', '');
    form.append('seniority', 'senior');
    form.append('workload', '');
    form.append('sort', 'relevance');
    form.append('salary', '1');
    form.append('minSalary', '45000');
    const query = formSearchQuery(form, jobSearchFields);
    expect(query).toEqual({ q: 'react', seniority: 'senior', salary: '1', minSalary: '45000' });
    const { filters } = parseJobSearchParams(query);
    expect(new URLSearchParams(query).toString()).toBe(
      new URLSearchParams(jobSearchUrlQuery(filters)).toString(),
    );
    form.set('sort', 'newest');
    expect(formSearchQuery(form, jobSearchFields).sort).toBe('newest');
  });

  it('keeps only the digits typed into the minimum salary, up to the largest minimum', () => {
    expect(minSalaryDigits('45 000 Kč')).toBe('45000');
    expect(minSalaryDigits('abc')).toBe('');
    expect(minSalaryDigits('99999999999')).toBe('10000000');
  });

  it('round-trips every field of the schema: URL → search → URL → the same search', () => {
    const url =
      'q=ridic+dodavky&city=Brno&company=rychle-balik&seniority=junior&workload=full-time&workingMode=onsite' +
      '&employmentType=employment-contract&drivingLicence=B&salary=1&minSalary=30000&sort=newest&page=2';
    const state = parseJobSearchParams(new URLSearchParams(url));
    expect(Object.keys(state.filters)).toEqual(jobSearchFields);
    const query = jobSearchUrlQuery(state.filters, state.page);
    expect(new URLSearchParams(query).toString()).toBe(url);
    expect(parseJobSearchParams(query)).toEqual(state);
    expect(jobSearchSchema.parse(state.filters)).toEqual(state.filters);
  });
});
