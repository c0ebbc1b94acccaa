import { type JobCardVariant, jobCardLooks } from './job-card-looks';

/** The shape of a job card while it loads, so the cards that replace it do not move the page. */
export function JobCardSkeleton({ variant = 'row' }: { variant?: JobCardVariant }) {
  const look = jobCardLooks[variant];
  return (
    <div
      aria-hidden="true"
      className={`flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white motion-reduce:animate-none ${look.card}`}
    >
      <div className={`shrink-0 bg-gray-100 ${look.media}`} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex gap-3">
          <div className="h-12 w-12 rounded-xl bg-gray-100" />
          <div className="flex-1 space-y-2">
            <div className="h-5 w-3/4 rounded bg-gray-100" />
            <div className="h-4 w-1/3 rounded bg-gray-100" />
          </div>
        </div>
        <div className="h-4 w-1/2 rounded bg-gray-100" />
        <div className="mt-auto flex gap-2">
          <div className="h-6 w-16 rounded-full bg-gray-100" />
          <div className="h-6 w-20 rounded-full bg-gray-100" />
          <div className="h-6 w-16 rounded-full bg-gray-100" />
        </div>
      </div>
    </div>
  );
}
