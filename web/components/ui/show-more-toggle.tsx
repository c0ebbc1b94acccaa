import { SpriteIcon } from '@/components/icons/sprite-icon';

export interface ShowMoreLabels {
  more: string;
  less: string;
}

/** The Show more / Show less button under a list that shows only its first items while collapsed. */
export function ShowMoreToggle({
  expanded,
  controls,
  labels,
  onToggle,
}: {
  expanded: boolean;
  /** The id of the list it expands. */
  controls: string;
  labels: ShowMoreLabels;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="mt-4 inline-flex min-h-11 items-center gap-1 rounded-full px-2 font-semibold text-gray-900 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue"
    >
      {expanded ? labels.less : labels.more}
      <SpriteIcon name="chevron-down" className={`h-4 w-4 transition ${expanded ? 'rotate-180' : ''}`} />
    </button>
  );
}
