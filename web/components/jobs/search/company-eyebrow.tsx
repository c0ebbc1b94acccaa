import type { JobCardItem } from '@/contracts/job-card-item';
import { CompanyLogo } from '../company-logo';

/** The company's logo and name above its job list's heading. */
export function CompanyEyebrow({ company }: { company: JobCardItem['company'] }) {
  return (
    <p className="mb-4 flex items-center gap-3 text-sm font-semibold text-gray-800">
      <CompanyLogo company={company} />
      {company.name}
    </p>
  );
}
