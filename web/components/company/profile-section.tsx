/** One titled section of the company profile, an anchor target of the profile's navigation. */
export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mx-auto mt-16 max-w-7xl scroll-mt-32 px-4 sm:mt-20 sm:px-6"
    >
      <h2 id={`${id}-title`} className="font-display text-3xl font-black tracking-tight sm:text-4xl">
        <span
          className="mr-3 inline-block h-3 w-10 rounded-full bg-primary align-middle"
          aria-hidden="true"
        />
        {title}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  );
}
