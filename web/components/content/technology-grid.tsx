import { listTechnologies } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { TechnologyIcon } from './technology-icon';

/** Every technology with its icon and the companies that work with it. */
export async function TechnologyGrid() {
  const technologies = await listTechnologies();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="technology-grid">
      {technologies.map((technology) => (
        <li
          key={technology.id}
          className="flex gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
        >
          <TechnologyIcon icon={technology.icon} size={48} />
          <div className="min-w-0">
            <h2 className="font-display text-lg font-bold">{technology.name}</h2>
            <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-gray-600">
              {technology.companies.map((company) =>
                company.slug ? (
                  <Link
                    key={company.id}
                    href={{ pathname: '/company/[company_slug]', params: { company_slug: company.slug } }}
                    className="underline-offset-2 hover:underline"
                  >
                    {company.name}
                  </Link>
                ) : null,
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
