/**
 * The company values a candidate can filter by: a fixed vocabulary, so companies that share a
 * value share its tag. The site labels each tag in both languages (messages `CompanyList.values`).
 */
export const companyValueTags = [
  { title: 'Openness and honest feedback', value: 'openness' },
  { title: 'Learning and growth', value: 'learning' },
  { title: 'Sustainability', value: 'sustainability' },
  { title: 'Team spirit', value: 'teamwork' },
  { title: 'Craft and quality', value: 'craft' },
  { title: 'Reliability', value: 'reliability' },
  { title: 'Trust and autonomy', value: 'trust' },
  { title: 'Care for people', value: 'care' },
  { title: 'Community', value: 'community' },
  { title: 'Playfulness and experiments', value: 'playfulness' },
] as const;

export type CompanyValueTag = (typeof companyValueTags)[number]['value'];
