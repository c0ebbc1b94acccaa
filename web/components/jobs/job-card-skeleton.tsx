import { jobCardLooks } from './job-card-looks';

const look = jobCardLooks.stacked;
/** The tags' places: two rows, as four tags wrap in a grid column. */
const TAG_ROWS = [
  ['w-16', 'w-20'],
  ['w-16', 'w-24'],
] as const;

/**
 * The shape of a stacked job card while it loads, line for line as a typical one lays out (a title
 * of one line on phones and two in the narrower grid columns, the company, salary, place and date
 * over two lines, the four tags in two rows), so the cards that replace it do not move the page.
 */
export function JobCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className={`flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white motion-reduce:animate-none ${look.card}`}
    >
      <div className={`shrink-0 bg-gray-100 ${look.media}`} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex gap-3">
          <div className="h-12 w-12 shrink-0 rounded-xl bg-gray-100" />
          <div className="flex-1">
            <div className="flex h-[25px] flex-col justify-center gap-2 sm:h-[50px]">
              <div className="h-4 w-3/4 rounded bg-gray-100" />
              <div className="hidden h-4 w-1/2 rounded bg-gray-100 sm:block" />
            </div>
            <div className="mt-0.5 flex h-5 items-center">
              <div className="h-3.5 w-1/3 rounded bg-gray-100" />
            </div>
          </div>
        </div>
        <div className="flex h-11 flex-col justify-center gap-2">
          <div className="h-4 w-2/3 rounded bg-gray-100" />
          <div className="h-4 w-1/3 rounded bg-gray-100" />
        </div>
        <div className="mt-auto flex flex-col gap-2">
          {TAG_ROWS.map((widths) => (
            <div key={widths.join()} className="flex gap-2">
              {widths.map((width) => (
                <div key={width} className={`h-6 ${width} rounded-full bg-gray-100`} />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
