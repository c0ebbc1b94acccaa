import { PortableText, type PortableTextComponents } from '@portabletext/react';

/** The site's Portable Text typography, for pages that add their own block types. */
export const richTextComponents = {
  block: {
    h2: ({ children }) => <h2 className="mt-10 font-display text-2xl font-bold">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 font-display text-xl font-bold">{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className="my-6 border-l-4 border-primary pl-5 text-lg italic text-gray-700">
        {children}
      </blockquote>
    ),
    normal: ({ children }) => <p className="mt-4 leading-relaxed">{children}</p>,
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-1 pl-6">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-1 pl-6">{children}</ol>,
  },
  marks: {
    link: ({ children, value }) => {
      const href = typeof value?.href === 'string' ? value.href : '#';
      const external = /^https?:/.test(href);
      return (
        <a
          href={href}
          className="font-medium text-dark-blue underline underline-offset-2 dark:text-energetic-green"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      );
    },
  },
} satisfies PortableTextComponents;

/** Portable Text from the CMS, in the site's typography. */
export function RichText({
  value,
}: {
  value: Parameters<typeof PortableText>[0]['value'] | null | undefined;
}) {
  if (!value) return null;
  return (
    <div className="max-w-3xl text-gray-800 dark:text-white/85">
      <PortableText value={value} components={richTextComponents} />
    </div>
  );
}
