import { describe, expect, it } from 'vitest';
import { Browser, signedInBrowser } from './support/browser';
import { databaseKind, isolatePlatform } from './support/platform-env';

isolatePlatform();

async function expectError(response: Response, status: number, code: string, field?: string) {
  expect(response.status).toBe(status);
  const { error } = await response.json();
  expect(error).toMatchObject({ code, message: expect.any(String) });
  expect(error.field).toBe(field);
  return error as { message: string };
}

describe(`my profile (${databaseKind})`, () => {
  it('starts from the sign-in identity', async () => {
    const { browser, person } = await signedInBrowser();
    const response = await browser.api('GET', '/api/user/profile');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: person.name,
      surname: person.surname,
      email: person.email,
      signInEmail: person.email,
      emailConfirmed: true,
      emailConfirmationSentAt: null,
      birthDate: null,
      phone: null,
      city: null,
      webUrl: null,
    });
  });

  it('changes only the fields sent, clears one sent empty, and /api/me shows the new name', async () => {
    const { browser, person } = await signedInBrowser();
    const first = await browser.api('PATCH', '/api/user/profile', {
      name: '  Jana ',
      email: 'jana@work.example',
      birthDate: '1990-04-12',
      phone: '+420 777 123 456',
      city: 'Brno',
      webUrl: 'https://www.linkedin.com/in/jana',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      name: 'Jana',
      surname: person.surname,
      email: 'jana@work.example',
      signInEmail: person.email,
      emailConfirmed: false,
      emailConfirmationSentAt: expect.any(String),
      birthDate: '1990-04-12',
      phone: '+420 777 123 456',
      city: 'Brno',
      webUrl: 'https://www.linkedin.com/in/jana',
    });
    const second = await browser.api('PATCH', '/api/user/profile', { city: '', phone: null });
    expect(await second.json()).toMatchObject({
      name: 'Jana',
      city: null,
      phone: null,
      birthDate: '1990-04-12',
    });
    expect(await browser.me()).toMatchObject({ name: 'Jana', email: person.email });
  });

  it('names the field of every bad value and stores nothing', async () => {
    const { browser } = await signedInBrowser();
    const before = await (await browser.api('GET', '/api/user/profile')).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'required', 'name'],
      [{ name: '   ' }, 'required', 'name'],
      [{ name: 'x'.repeat(101) }, 'too_long', 'name'],
      [{ surname: 7 }, 'invalid_type', 'surname'],
      [{ email: 'not-an-email' }, 'invalid', 'email'],
      [{ email: `${'x'.repeat(250)}@example.com` }, 'too_long', 'email'],
      [{ birthDate: '2990-01-01' }, 'invalid', 'birthDate'],
      [{ birthDate: '1990-02-30' }, 'invalid', 'birthDate'],
      [{ phone: 'call me' }, 'invalid', 'phone'],
      [{ phone: '1'.repeat(31) }, 'too_long', 'phone'],
      [{ city: 'x'.repeat(101) }, 'too_long', 'city'],
      [{ webUrl: 'javascript:alert(1)' }, 'invalid', 'webUrl'],
      [{ webUrl: 'ftp://files.example' }, 'invalid', 'webUrl'],
      [{ nickname: 'J' }, 'unknown_field', 'nickname'],
      [{ name: 'Ok', city: 'x'.repeat(101) }, 'too_long', 'city'],
    ];
    for (const [body, code, field] of cases) {
      await expectError(await browser.api('PATCH', '/api/user/profile', body), 400, code, field);
    }
    const error = await expectError(
      await browser.api('PATCH', '/api/user/profile', { name: 'x'.repeat(101) }),
      400,
      'too_long',
      'name',
    );
    expect(error.message).toBe('name: Maximum character length exceeded: 100');
    await expectError(await browser.api('PATCH', '/api/user/profile', {}), 400, 'invalid_body');
    expect(await (await browser.api('GET', '/api/user/profile')).json()).toEqual(before);
  });
});

const education = {
  degree: 'Ing.',
  organization: 'Brno University of Technology',
  title: 'Computer Science',
  description:
    '<p>Thesis on <strong>compilers</strong> <a href="https://vut.cz" onclick="steal()">link</a><script>alert(1)</script></p>',
  from: '2012-09-01',
  to: '2017-06-30',
};

const experience = {
  title: 'Backend developer',
  company: 'Pixelhouse',
  location: 'Prague',
  description: '<ul><li>APIs</li></ul><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
  from: '2017-09-01',
  to: null,
};

describe.each([
  { kind: 'education', entry: education, required: 'organization' },
  { kind: 'experience', entry: experience, required: 'company' },
] as const)(`$kind entries (${databaseKind})`, ({ kind, entry, required }) => {
  const path = `/api/user/${kind}`;

  it('are created, listed, replaced and removed, with descriptions sanitised', async () => {
    const { browser } = await signedInBrowser();
    expect(await (await browser.api('GET', path)).json()).toEqual([]);

    const created = await browser.api('POST', path, entry);
    expect(created.status).toBe(201);
    const stored = await created.json();
    expect(stored).toMatchObject({ ...entry, id: expect.any(String), description: expect.any(String) });
    expect(stored.description).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(stored.userId).toBeUndefined();
    if (kind === 'education') {
      expect(stored.description).toBe(
        '<p>Thesis on <strong>compilers</strong> <a href="https://vut.cz" rel="noopener noreferrer nofollow" target="_blank">link</a></p>',
      );
    }

    const current = await browser.api('POST', path, { ...entry, from: '2020-01-01', to: '' });
    const currentEntry = await current.json();
    expect(currentEntry.to).toBeNull();
    const list = await (await browser.api('GET', path)).json();
    expect(list.map((item: { id: string }) => item.id)).toEqual([currentEntry.id, stored.id]);

    const replaced = await browser.api('PUT', `${path}/${stored.id}`, {
      ...entry,
      description: '<p>Shorter</p>',
      to: null,
    });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ id: stored.id, description: '<p>Shorter</p>', to: null });

    const removed = await browser.api('DELETE', `${path}/${stored.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: stored.id, deleted: true });
    const left = await (await browser.api('GET', path)).json();
    expect(left.map((item: { id: string }) => item.id)).toEqual([currentEntry.id]);
  });

  it('reject a "to" before "from" with a field error', async () => {
    const { browser } = await signedInBrowser();
    const error = await expectError(
      await browser.api('POST', path, { ...entry, from: '2020-01-01', to: '2019-12-31' }),
      400,
      'invalid',
      'to',
    );
    expect(error.message).toBe('to must not be before from');
    expect(await (await browser.api('GET', path)).json()).toEqual([]);
  });

  it('name the field of every bad value', async () => {
    const { browser } = await signedInBrowser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...entry, [required]: undefined }, 'required', required],
      [{ ...entry, [required]: '' }, 'required', required],
      [{ ...entry, [required]: 'x'.repeat(201) }, 'too_long', required],
      [{ ...entry, from: undefined }, 'required', 'from'],
      [{ ...entry, from: 'last year' }, 'invalid', 'from'],
      [{ ...entry, to: '2020-13-01' }, 'invalid', 'to'],
      [{ ...entry, to: 2020 }, 'invalid_type', 'to'],
      [{ ...entry, description: 'x'.repeat(10_001) }, 'too_long', 'description'],
      [{ ...entry, description: ['<p>'] }, 'invalid_type', 'description'],
      [{ ...entry, userId: 'someone-else' }, 'unknown_field', 'userId'],
    ];
    for (const [body, code, field] of cases) {
      await expectError(await browser.api('POST', path, body), 400, code, field);
    }
    expect(await (await browser.api('GET', path)).json()).toEqual([]);
  });

  it('of another user, or ids that are no entry, are not found', async () => {
    const owner = await signedInBrowser();
    const other = await signedInBrowser();
    const { id } = await (await owner.browser.api('POST', path, entry)).json();
    // An id of another shape names no row before any entry is looked for.
    const missing = [
      [id, `${kind}_not_found`],
      ['00000000-0000-4000-8000-000000000000', `${kind}_not_found`],
      ['not-a-uuid', 'not_found'],
    ];
    for (const [target, code] of missing) {
      await expectError(await other.browser.api('PUT', `${path}/${target}`, entry), 404, code);
      await expectError(await other.browser.api('DELETE', `${path}/${target}`), 404, code);
    }
    expect(await (await other.browser.api('GET', path)).json()).toEqual([]);
    const kept = await (await owner.browser.api('GET', path)).json();
    expect(kept).toEqual([expect.objectContaining({ id, from: entry.from })]);
  });

  it('are limited to 30 per profile', async () => {
    const { browser } = await signedInBrowser('127.0.2.30');
    for (let count = 0; count < 30; count++)
      expect((await browser.api('POST', path, entry)).status).toBe(201);
    await expectError(await browser.api('POST', path, entry), 409, 'too_many_entries');
  });
});

describe('profile endpoints without a session', () => {
  it('answer 401', async () => {
    const browser = new Browser();
    for (const [method, path] of [
      ['GET', '/api/user/profile'],
      ['PATCH', '/api/user/profile'],
      ['POST', '/api/user/education'],
      ['PUT', '/api/user/experience/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/user/education/x'],
    ]) {
      const body = method === 'GET' ? undefined : { name: 'x' };
      await expectError(await browser.api(method, path, body), 401, 'unauthenticated');
    }
  });
});
