/** How a job card is laid out: 'row' (lists) or 'stacked' (grids, and the skeleton). */
export type JobCardVariant = 'row' | 'stacked';

export const jobCardLooks = {
  row: {
    card: 'sm:flex-row',
    media: 'aspect-[3/1] sm:aspect-[3/2] sm:w-52 lg:w-56',
    sizes: '(min-width: 1024px) 224px, (min-width: 640px) 208px, 100vw',
    titleRow: 'sm:pr-12',
  },
  stacked: {
    card: '',
    media: 'aspect-[2/1]',
    sizes: '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw',
    titleRow: '',
  },
} as const;
