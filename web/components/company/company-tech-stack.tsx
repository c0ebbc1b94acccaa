import { TechnologyIcon } from '@/components/content/technology-icon';
import type { CompanyBySlugQueryResult } from '@/contracts/sanity.types';

type Technology = NonNullable<NonNullable<CompanyBySlugQueryResult>['techStack']>[number];

/** The technologies the company works with, icon and name. */
export function CompanyTechStack({ technologies }: { technologies: Technology[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="company-tech-stack">
      {technologies.map((technology) => (
        <li
          key={technology.id}
          className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
        >
          <TechnologyIcon icon={technology.icon} size={40} />
          <span className="min-w-0 break-words font-semibold">{technology.name}</span>
        </li>
      ))}
    </ul>
  );
}
