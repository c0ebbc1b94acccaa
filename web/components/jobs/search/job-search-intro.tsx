interface JobSearchIntroProps {
  eyebrow?: React.ReactNode;
  title: string;
  lead: string;
  children?: React.ReactNode;
}

/** The job list's heading: more compact than other pages' intros, so the search sits high. */
export function JobSearchIntro({ eyebrow, title, lead, children }: JobSearchIntroProps) {
  return (
    <div>
      {eyebrow}
      <h1 className="font-display text-3xl font-black tracking-tight text-balance text-gray-950 sm:text-5xl">
        {title}
      </h1>
      <p className="mt-3 max-w-2xl text-base text-gray-700 sm:text-lg">{lead}</p>
      {children ? <div className="mt-5 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}
