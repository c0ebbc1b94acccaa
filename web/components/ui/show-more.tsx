'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

interface ShowMoreProps<T> {
  items: readonly T[];
  /** How many items show while collapsed. */
  visible: number;
  renderItem: (item: T, index: number) => React.ReactNode;
  itemKey: (item: T) => string;
  className?: string;
}

/** A list that shows its first items with a Show more / Show less toggle. */
export function ShowMore<T>({ items, visible, renderItem, itemKey, className }: ShowMoreProps<T>) {
  const t = useTranslations('ShowMore');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? items : items.slice(0, visible);
  return (
    <div>
      <ul id={listId} className={className}>
        {shown.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {items.length > visible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-4 inline-flex items-center gap-1 font-semibold text-dark-blue underline-offset-4 hover:underline dark:text-energetic-green"
        >
          {expanded ? t('less') : t('more')}
        </button>
      ) : null}
    </div>
  );
}
