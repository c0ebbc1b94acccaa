import { getLocale } from 'next-intl/server';
import type { GalleryItem } from '@/components/company/gallery-items';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import { quote } from '@/lib/text/typography';
import { StoryVideoButton } from './story-video-button';

export interface Story {
  person: string;
  role: string | null;
  story: string | null;
  photo: { asset?: { _ref: string } } | null;
  video: GalleryItem | null;
}

/**
 * People's stories: photo, name, role and their words in the language's quotes; a story's video
 * plays in the media modal.
 */
export async function CompanyStories({
  stories,
  labels,
}: {
  stories: Story[];
  labels: { play: string; close: string };
}) {
  const locale = await getLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.person} className="flex flex-col rounded-3xl bg-primary-light p-6">
          <div className="flex items-center gap-4">
            {story.photo?.asset ? (
              <ContentImage
                src={urlForImage(story.photo).width(160).height(160).url()}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 rounded-full object-cover"
              />
            ) : null}
            <div>
              <h3 className="font-display text-lg font-bold">{story.person}</h3>
              {story.role ? <p className="text-sm text-gray-700">{story.role}</p> : null}
            </div>
          </div>
          {story.story ? (
            <blockquote className="mt-4 flex-1 text-gray-800">{quote(story.story, locale)}</blockquote>
          ) : null}
          {story.video ? (
            <StoryVideoButton item={story.video} label={labels.play} closeLabel={labels.close} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
