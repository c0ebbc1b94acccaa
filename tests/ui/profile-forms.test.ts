import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/contracts/api-error';
import { educationEntrySchema, experienceEntrySchema, profileUpdateSchema } from '@/contracts/profile';
import { firstDayOf, formatMonth, monthOf } from '@/lib/dates/month';
import { apiFieldErrors, validateForm } from '@/lib/forms/field-errors';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';

const english = createTranslator({ locale: 'en', messages: en, namespace: 'Validation' });
const czech = createTranslator({ locale: 'cs', messages: cs, namespace: 'Validation' });
const labels = { name: 'Name', email: 'Email', phone: 'Phone', webUrl: 'Web', birthDate: 'Birth date' };

const details = {
  name: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.com',
  birthDate: '',
  phone: '',
  city: '',
  webUrl: '',
};

describe('profile form validation', () => {
  it('passes good values through the API schema, empty optional fields becoming null', () => {
    const checked = validateForm(profileUpdateSchema, details, labels, english);
    expect(checked.errors).toBeNull();
    expect(checked.data).toMatchObject({ name: 'Jana', phone: null, webUrl: null });
  });

  it('names each field with its problem in English', () => {
    const checked = validateForm(
      profileUpdateSchema,
      {
        ...details,
        name: '  ',
        email: 'jana',
        phone: 'call me',
        city: 'x'.repeat(101),
        webUrl: 'ftp://x.cz',
      },
      labels,
      english,
    );
    expect(checked.errors).toEqual({
      name: 'Required field',
      email: 'Enter an email address such as jana@example.com.',
      phone: 'Enter a phone number such as +420 777 123 456.',
      city: 'Maximum character length exceeded: 100',
      webUrl: 'Enter a web address starting with http:// or https://.',
    });
  });

  it('speaks Czech to a Czech user', () => {
    const checked = validateForm(
      profileUpdateSchema,
      { ...details, email: '', birthDate: '2999-01-01' },
      labels,
      czech,
    );
    expect(checked.errors).toEqual({
      email: 'Povinné pole',
      birthDate: 'Zadejte datum narození mezi rokem 1900 a\u00A0dneškem.',
    });
  });

  it('refuses an entry that ends before it starts, on the to field', () => {
    const entry = { title: 'Developer', company: 'Pixelhouse', location: '', description: '' };
    const checked = validateForm(
      experienceEntrySchema,
      { ...entry, from: firstDayOf('2022-03'), to: firstDayOf('2021-01') },
      {},
      english,
    );
    expect(checked.errors).toEqual({ to: "'To' must not be before 'From'." });
  });

  it('requires the school and a start month of an education entry', () => {
    const checked = validateForm(
      educationEntrySchema,
      {
        organization: '',
        degree: 'Mgr.',
        title: '',
        description: '',
        from: firstDayOf(''),
        to: firstDayOf(''),
      },
      {},
      english,
    );
    expect(checked.errors).toEqual({ organization: 'Required field', from: 'Required field' });
  });

  it("turns the API's field error into the field's message, and leaves other errors to the form", () => {
    expect(
      apiFieldErrors(new ApiError(400, 'invalid', 'phone is not valid', 'phone'), labels, english),
    ).toEqual({
      phone: 'Phone is not valid.',
    });
    expect(apiFieldErrors(new ApiError(500, 'internal_error', 'oops'), labels, english)).toBeNull();
  });
});

describe('month fields', () => {
  it('round-trips a stored date through a month input', () => {
    expect(monthOf('2019-09-01')).toBe('2019-09');
    expect(monthOf(null)).toBe('');
    expect(firstDayOf('2019-09')).toBe('2019-09-01');
    expect(firstDayOf('September')).toBe('September');
  });

  it('shows months in the reader language', () => {
    expect(formatMonth('2019-09-01', 'en')).toBe('September 2019');
    expect(formatMonth('2022-03-01', 'cs')).toBe('březen 2022');
  });
});
