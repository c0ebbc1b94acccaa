/** The classes of a list of job cards: 'list' one wide card a row, 'grid' up to four a row. */
export const jobListLayouts = {
  list: 'grid gap-4',
  grid: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4',
} as const;
