interface PageIntroProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
}

/** The heading band every page opens with. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <div className="border-b border-current/10 bg-gradient-to-b from-primary-light/60 to-transparent dark:from-white/5">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-widest text-dark-blue/70 dark:text-energetic-green">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 max-w-4xl font-display text-4xl font-black tracking-tight text-balance sm:text-6xl">
          {title}
        </h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg text-gray-600 dark:text-white/75">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </div>
  );
}
