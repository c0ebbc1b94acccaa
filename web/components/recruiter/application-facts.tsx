export interface ApplicationFact {
  label: string;
  value: string;
}

/** An application's facts for the company (candidate, address, dates) as a term/value list. */
export function ApplicationFacts({ facts }: { facts: ApplicationFact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold text-gray-600">{fact.label}</dt>
          <dd className="break-words text-gray-950">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
