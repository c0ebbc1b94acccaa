import { SpriteIcon } from '@/components/icons/sprite-icon';

interface RemovableChipsProps<Item> {
  label: string;
  items: readonly Item[];
  text: (item: Item) => string;
  onRemove: (item: Item) => void;
  removeLabel: (text: string) => string;
}

/** A labelled list of proposals as chips, each with a button that takes it out. */
export function RemovableChips<Item>({
  label,
  items,
  text,
  onRemove,
  removeLabel,
}: RemovableChipsProps<Item>) {
  if (!items.length) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-gray-800">{label}</p>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {items.map((item) => (
          <li
            key={text(item)}
            className="inline-flex items-center gap-1 rounded-full border border-dark-blue bg-white py-1.5 pr-1.5 pl-3.5 text-sm font-medium text-dark-blue"
          >
            {text(item)}
            <button
              type="button"
              onClick={() => onRemove(item)}
              aria-label={removeLabel(text(item))}
              className="rounded-full p-1 hover:bg-dark-blue/10 focus-visible:outline-3 focus-visible:outline-primary"
            >
              <SpriteIcon name="close" className="h-3.5 w-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
