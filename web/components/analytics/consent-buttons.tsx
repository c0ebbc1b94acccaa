'use client';

interface ConsentButtonsProps {
  onChoose: (choice: 'granted' | 'denied') => void;
  acceptLabel: string;
  rejectLabel: string;
}

const choiceClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full border-2 border-dark-blue px-5 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue sm:flex-none sm:min-w-44';

/** Accept and reject: the same size, weight and prominence, so neither choice is nudged. */
export function ConsentButtons({ onChoose, acceptLabel, rejectLabel }: ConsentButtonsProps) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button
        type="button"
        className={`${choiceClass} bg-dark-blue text-white`}
        onClick={() => onChoose('granted')}
      >
        {acceptLabel}
      </button>
      <button
        type="button"
        className={`${choiceClass} bg-dark-blue text-white`}
        onClick={() => onChoose('denied')}
      >
        {rejectLabel}
      </button>
    </div>
  );
}
