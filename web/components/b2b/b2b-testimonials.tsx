import { getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { B2bPageQueryResult } from '@/contracts/sanity.types';

/** What clients say: quote, photo, person, role and company. */
export async function B2BTestimonials({
  testimonials,
}: {
  testimonials: B2bPageQueryResult['testimonials'];
}) {
  if (testimonials.length === 0) return null;
  const t = await getTranslations('B2B');
  return (
    <section aria-labelledby="b2b-testimonials" className="bg-white text-gray-950">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h2
          id="b2b-testimonials"
          className="max-w-3xl font-display text-3xl font-black tracking-tight text-balance sm:text-5xl"
        >
          {t('testimonials_title')}
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-3xl bg-gray-50 p-7 ring-1 ring-gray-200 sm:p-9">
                <span
                  aria-hidden="true"
                  className="font-display text-6xl leading-none font-black text-gray-300"
                >
                  “
                </span>
                <blockquote className="mt-2 flex-1 font-display text-xl leading-snug font-semibold text-balance sm:text-2xl">
                  {testimonial.quote}
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  {testimonial.photo?.asset ? (
                    <ContentImage
                      src={urlForImage(testimonial.photo).url()}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 shrink-0 rounded-full bg-gray-200 object-cover"
                    />
                  ) : null}
                  <span className="min-w-0">
                    <span className="block font-semibold">{testimonial.person}</span>
                    <span className="block text-sm text-gray-600">
                      {[testimonial.role, testimonial.companyName].filter(Boolean).join(', ')}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
