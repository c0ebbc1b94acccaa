import { createHash } from 'node:crypto';

export interface LocalPerson {
  name: string;
  surname: string;
  email: string;
}

/** Who the sign-in form offers first. */
export const DEMO_PERSON: LocalPerson = {
  name: 'Jana',
  surname: 'Nováková',
  email: 'jana.novakova@example.com',
};

/** The same email always gives the same subject, so the same platform account comes back. */
export function subjectFor(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

/**
 * The people who signed in through the form, by subject. The provider asks for their claims only
 * while finishing the sign-in they just made, so keeping them in this process is enough.
 */
export class LocalPeople {
  readonly #people = new Map<string, LocalPerson>();

  remember(person: LocalPerson): string {
    const subject = subjectFor(person.email);
    this.#people.set(subject, { ...person, email: person.email.trim().toLowerCase() });
    return subject;
  }

  claims(subject: string) {
    const person = this.#people.get(subject);
    if (!person) return undefined;
    return {
      sub: subject,
      email: person.email,
      email_verified: true,
      given_name: person.name,
      family_name: person.surname,
      name: `${person.name} ${person.surname}`.trim(),
    };
  }
}
