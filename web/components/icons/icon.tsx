import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** The drawing: one of lucide's icons (`import { MapPin } from 'lucide'`). */
  node: IconNode;
};

// Lucide's drawings spell attributes as SVG does ('stroke-width'), React in camel case.
const reactAttributeName = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const reactAttributes = (attributes: IconNode[number][1]) =>
  Object.fromEntries(Object.entries(attributes).map(([name, value]) => [reactAttributeName(name), value]));

/**
 * A lucide icon as plain SVG: the same element in a server component and in a client island, so a
 * server-drawn icon adds no client component to hydrate and no drawing to the page's JavaScript.
 * Decorative: what it means is always written beside it.
 */
export function Icon({ node, ...svg }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...svg}
    >
      {/* A drawing never changes order, so a shape's position is its identity. */}
      {node.map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...reactAttributes(attributes) }),
      )}
    </svg>
  );
}
