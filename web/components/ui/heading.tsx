import type { ElementType } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingWeight = 'black' | 'bold';

const sizes: Record<HeadingLevel, string> = {
  1: 'text-4xl sm:text-6xl tracking-tight',
  2: 'text-3xl sm:text-5xl tracking-tight',
  3: 'text-2xl sm:text-3xl',
  4: 'text-xl sm:text-2xl',
  5: 'text-lg',
  6: 'text-base',
};

const weights: Record<HeadingWeight, string> = {
  black: 'font-black',
  bold: 'font-bold',
};

interface HeadingProps extends React.HTMLAttributes<HTMLHeadingElement> {
  level?: HeadingLevel;
  weight?: HeadingWeight;
  /** Renders another element with the look of `level`, e.g. a visual h2 that is an h3 in the outline. */
  as?: ElementType;
}

/** A heading of size 1–6, bold or black (the weights the display font's files draw: scripts/fonts). */
export function Heading({ level = 2, weight = 'bold', as, className = '', ...rest }: HeadingProps) {
  const Tag = as ?? (`h${level}` as ElementType);
  return (
    <Tag className={`font-display text-balance ${sizes[level]} ${weights[weight]} ${className}`} {...rest} />
  );
}
