import { getLocale, getTranslations } from 'next-intl/server';
import { CompanyResponseRecord } from '@/components/applications/company-response-record';
import { galleryItems, type MediaSource } from '@/components/company/gallery-items';
import { RichText } from '@/components/content/rich-text';
import { CompanyJobOffersSection } from '@/components/jobs/company-job-offers-section';
import type { CompanyBySlugQueryResult } from '@/contracts/sanity.types';
import { headerBand } from '@/lib/theme/header-band';
import { applyThemeUpdate, defaultTheme, themeVariables } from '@/lib/theme/theme';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import { CompanyGallery } from './company-gallery';
import { CompanyHeader } from './company-header';
import { CompanySocials } from './company-socials';
import { CompanyStories } from './company-stories';
import { CompanyTechStack } from './company-tech-stack';
import { CuriosityRing } from './curiosity-ring';
import { ProfileFooter } from './profile-footer';
import { ProfileNav } from './profile-nav';
import { ProfileSection } from './profile-section';

type Company = NonNullable<CompanyBySlugQueryResult>;

/**
 * The whole company profile in the company's theme: its own bar, band, sections and footer. The
 * public page and its preview render it alike; only draft mode passes `edit` (overlays).
 */
export async function CompanyProfile({ company, edit }: { company: Company; edit?: EditTarget }) {
  const [t, locale] = await Promise.all([getTranslations('CompanyProfile'), getLocale()]);
  const theme = applyThemeUpdate(defaultTheme, company.theme ?? {});
  const media = galleryItems((company.media ?? []) as MediaSource[], company.name, locale);
  const stories = (company.stories ?? []).map((story) => ({
    ...story,
    video: story.video ? (galleryItems([story.video as MediaSource], story.person, locale)[0] ?? null) : null,
  }));
  const hasCulture = Boolean(company.values?.length || company.culture?.length);
  const sections = [
    { id: 'about', label: t('about'), shown: true },
    { id: 'gallery', label: t('gallery'), shown: media.length > 0 },
    { id: 'culture', label: t('culture'), shown: hasCulture },
    { id: 'tech-stack', label: t('tech_stack'), shown: Boolean(company.techStack?.length) },
    { id: 'stories', label: t('stories'), shown: stories.length > 0 },
    { id: t('job-offers'), label: t('jobs'), shown: company.openPositionsCount > 0 },
  ].filter((section) => section.shown);
  const closeLabel = t('close');

  return (
    <div style={themeVariables(theme)} data-testid="company-profile" className="flex flex-1 flex-col">
      <ProfileNav theme={theme} sections={sections} />
      <main id="main" className="flex-1">
        <CompanyHeader
          company={company}
          theme={theme}
          edit={edit}
          aside={
            company.curiosities?.length ? (
              <div className="rounded-full" {...edit?.field('curiosities')}>
                <CuriosityRing
                  curiosities={company.curiosities}
                  outline={headerBand(theme).outline}
                  labels={{
                    ring: t('curiosities'),
                    pause: t('pause_curiosities'),
                    play: t('play_curiosities'),
                  }}
                />
              </div>
            ) : null
          }
        />
        {media.length ? (
          <ProfileSection id="gallery" title={t('gallery_title')}>
            <div {...edit?.field('media')}>
              <CompanyGallery
                items={media}
                labels={{ close: closeLabel, more: t('show_more'), less: t('show_less') }}
              />
            </div>
          </ProfileSection>
        ) : null}
        {hasCulture ? (
          <ProfileSection id="culture" title={t('culture_title')}>
            <div className="grid gap-6 lg:grid-cols-2">
              {(['values', 'culture'] as const)
                .filter((field) => company[field]?.length)
                .map((field) => (
                  <div
                    key={field}
                    className="rounded-3xl border border-gray-200 p-6 sm:p-8"
                    {...edit?.localized(field)}
                  >
                    <RichText value={company[field]} />
                  </div>
                ))}
            </div>
          </ProfileSection>
        ) : null}
        {company.techStack?.length ? (
          <ProfileSection id="tech-stack" title={t('tech_stack_title')}>
            <div {...edit?.field('techStack')}>
              <CompanyTechStack technologies={company.techStack} />
            </div>
          </ProfileSection>
        ) : null}
        {stories.length ? (
          <ProfileSection id="stories" title={t('stories_title')}>
            <div {...edit?.field('stories')}>
              <CompanyStories stories={stories} labels={{ play: t('play_story'), close: closeLabel }} />
            </div>
          </ProfileSection>
        ) : null}
        <CompanyJobOffersSection
          companyId={company.id}
          companySlug={company.slug}
          openPositions={company.openPositionsCount}
          className="mx-auto mt-16 max-w-7xl px-4 sm:px-6"
        />
        <CompanyResponseRecord companyId={company.id} />
        <div className="mt-16" {...edit?.field('socials')}>
          <CompanySocials companyName={company.name} socials={company.socials ?? []} theme={theme} />
        </div>
      </main>
      <ProfileFooter />
    </div>
  );
}
