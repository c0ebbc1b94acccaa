import type { ArticleSections } from './article-sections';
import { careerSections } from './career';
import { careerSectionsContinued } from './career-continued';
import { cultureSections } from './culture';
import { cultureSectionsContinued } from './culture-continued';
import { interviewSections } from './interviews';
import { interviewSectionsContinued } from './interviews-continued';
import { technologySections } from './technology';
import { technologySectionsContinued } from './technology-continued';

export { withSections } from './article-sections';

const allSections = [
  ...careerSections,
  ...careerSectionsContinued,
  ...cultureSections,
  ...cultureSectionsContinued,
  ...interviewSections,
  ...interviewSectionsContinued,
  ...technologySections,
  ...technologySectionsContinued,
];

/** Each article's further sections in a language, in the order of the lists above. */
export const sectionsOf = (article: number, language: 'cs' | 'en'): string[] =>
  allSections
    .filter((sections: ArticleSections) => sections.article === article)
    .flatMap((sections) => sections[language]);
