import { getFormatter, getTranslations } from 'next-intl/server';
import { ApplicationFacts } from '@/components/recruiter/application-facts';
import type { SharedEducation, SharedExperience, SharedProfile } from '@/contracts/applicant-thread';

interface Entry {
  heading: string;
  place: string | null;
  description: string;
  from: string;
  to: string | null;
}

const experienceEntry = (entry: SharedExperience): Entry => ({
  heading: entry.title,
  place: [entry.company, entry.location].filter(Boolean).join(', '),
  description: entry.description,
  from: entry.from,
  to: entry.to,
});

const educationEntry = (entry: SharedEducation): Entry => ({
  heading: [entry.title, entry.degree].filter(Boolean).join(', ') || entry.organization,
  place: entry.title || entry.degree ? entry.organization : null,
  description: entry.description,
  from: entry.from,
  to: entry.to,
});

/** What the candidate shared with the company when applying: contacts, experience and education. */
export async function SharedProfileView({ profile }: { profile: SharedProfile }) {
  const t = await getTranslations('ApplicantThread');
  const format = await getFormatter();
  const month = (date: string) => format.dateTime(new Date(date), { month: 'long', year: 'numeric' });
  const facts = [
    profile.city ? { label: t('city'), value: profile.city } : null,
    profile.phone ? { label: t('phone'), value: profile.phone } : null,
    profile.webUrl ? { label: t('web'), value: profile.webUrl } : null,
  ].filter((fact) => fact !== null);
  const list = (heading: string, entries: Entry[]) =>
    entries.length === 0 ? null : (
      <>
        <h3 className="mt-5 font-semibold text-gray-800">{heading}</h3>
        <ul className="mt-2 flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={`${entry.heading}-${entry.from}`}>
              <p className="font-semibold text-gray-950">{entry.heading}</p>
              {entry.place ? <p className="text-gray-800">{entry.place}</p> : null}
              <p className="text-sm text-gray-600">
                {t('period', { from: month(entry.from), to: entry.to ? month(entry.to) : t('present') })}
              </p>
              {entry.description ? (
                <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-900">
                  {entry.description}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <div data-testid="shared-profile">
      <p className="mt-1 text-sm text-gray-600">
        {t('shared_help', { date: format.dateTime(new Date(profile.sharedAt), { dateStyle: 'long' }) })}
      </p>
      {facts.length > 0 ? (
        <div className="mt-4">
          <ApplicationFacts facts={facts} />
        </div>
      ) : null}
      {list(t('experience'), profile.experience.map(experienceEntry))}
      {list(t('education'), profile.education.map(educationEntry))}
    </div>
  );
}
