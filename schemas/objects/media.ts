import { defineField, defineType } from 'sanity';
import { videoIdError } from '../validation/rules';
import { titledOptions } from './titled-options';

export const aspectRatios = ['original', '1/1', '2/3', '3/2', '2.35/1'] as const;

const isVideo = (parent: unknown) => (parent as { type?: string } | undefined)?.type === 'video';
const isVideoFile = (parent: unknown) =>
  isVideo(parent) && (parent as { platform?: string }).platform === 'file';

/** Captions a browser shows over a self-hosted video (WebVTT). */
const captionsFile = (name: 'cs' | 'en', title: string) =>
  defineField({ name, title, type: 'file', options: { accept: '.vtt,text/vtt' } });

/**
 * A gallery item: an image, or a video with a preview image: on YouTube or Vimeo, or a file of
 * the site's own (WebM or MP4) with captions, played by the browser's own player.
 */
export const media = defineType({
  name: 'media',
  title: 'Media',
  type: 'object',
  fields: [
    defineField({
      name: 'type',
      title: 'Type',
      type: 'string',
      initialValue: 'image',
      options: { list: titledOptions(['image', 'video']), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      options: { hotspot: true },
      hidden: ({ parent }) => parent?.type !== 'image',
      validation: (rule) =>
        rule.custom((value, context) =>
          (context.parent as { type?: string })?.type === 'image' && !value
            ? 'An image item needs an image.'
            : true,
        ),
    }),
    defineField({
      name: 'platform',
      title: 'Video platform',
      type: 'string',
      options: {
        list: titledOptions(['youtube', 'vimeo', 'file']),
        layout: 'radio',
        direction: 'horizontal',
      },
      hidden: ({ parent }) => parent?.type !== 'video',
    }),
    defineField({
      name: 'videoFile',
      title: 'Video file',
      type: 'file',
      options: { accept: 'video/webm,video/mp4' },
      hidden: ({ parent }) => !isVideoFile(parent),
      validation: (rule) =>
        rule.custom((value, context) =>
          isVideoFile(context.parent) && !value ? 'A video of its own needs its file.' : true,
        ),
    }),
    defineField({
      name: 'captions',
      title: 'Captions (WebVTT)',
      type: 'object',
      hidden: ({ parent }) => !isVideoFile(parent),
      fields: [captionsFile('cs', 'Czech'), captionsFile('en', 'English')],
    }),
    defineField({
      name: 'videoId',
      title: 'Video id',
      type: 'string',
      hidden: ({ parent }) => !isVideo(parent) || isVideoFile(parent),
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { type?: string; platform?: string };
          return isVideo(parent) && !isVideoFile(parent) ? videoIdError(parent.platform, value) : true;
        }),
    }),
    defineField({
      name: 'previewImage',
      title: 'Video preview image',
      type: 'image',
      hidden: ({ parent }) => parent?.type !== 'video',
    }),
    defineField({
      name: 'previewImages',
      title: 'Video preview images (the first is shown when there is no preview image)',
      type: 'array',
      of: [{ type: 'image' }],
      hidden: ({ parent }) => parent?.type !== 'video',
    }),
    defineField({ name: 'altText', title: 'Alternative text', type: 'localeString' }),
    defineField({
      name: 'aspectRatio',
      title: 'Preview aspect ratio',
      type: 'string',
      initialValue: 'original',
      options: { list: [...aspectRatios] },
    }),
  ],
  preview: {
    select: {
      type: 'type',
      platform: 'platform',
      image: 'image',
      preview: 'previewImage',
      alt: 'altText.en',
    },
    prepare: ({ type, platform, image, preview, alt }) => ({
      title: alt || (type === 'video' ? `${platform} video` : 'Image'),
      subtitle: type,
      media: image ?? preview,
    }),
  },
});
