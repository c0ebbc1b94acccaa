import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { richTextComponents } from '@/components/content/rich-text';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { ArticleQueryResult } from '@/contracts/sanity.types';

type Body = NonNullable<NonNullable<ArticleQueryResult>['body']>;
type BodyImage = Extract<Body[number], { _type: 'image' }>;

function BodyImageFigure({ value }: { value: BodyImage }) {
  if (!value.asset) return null;
  return (
    <figure className="my-10">
      <ContentImage
        src={urlForImage(value).url()}
        alt={value.alt ?? ''}
        width={1400}
        height={933}
        sizes="(min-width: 768px) 720px, 100vw"
        className="h-auto w-full rounded-2xl bg-gray-100"
      />
      {value.caption ? <figcaption className="mt-3 text-sm text-gray-600">{value.caption}</figcaption> : null}
    </figure>
  );
}

const components: PortableTextComponents = {
  ...richTextComponents,
  block: {
    ...richTextComponents.block,
    h2: ({ children }) => (
      <h2 className="mt-14 font-display text-3xl leading-tight font-bold text-gray-950">{children}</h2>
    ),
    h3: ({ children }) => <h3 className="mt-10 font-display text-2xl font-bold text-gray-950">{children}</h3>,
    normal: ({ children }) => <p className="mt-6">{children}</p>,
    blockquote: ({ children }) => (
      <blockquote className="my-10 border-l-4 border-primary pl-6 font-display text-2xl leading-snug font-bold text-gray-950">
        {children}
      </blockquote>
    ),
  },
  types: { image: BodyImageFigure },
};

/** An article's text in reading typography: a measure of about 70 characters, generous leading. */
export function ArticleBody({ value }: { value: Body }) {
  return (
    <div className="mx-auto max-w-[68ch] text-lg leading-8 text-gray-800 [&>p:first-child]:mt-0 [&>p:first-child]:text-xl [&>p:first-child]:leading-9">
      <PortableText value={value} components={components} />
    </div>
  );
}
