import type { JobCardItem } from '@/contracts/job-card-item';
import { applyThemeUpdate, defaultTheme } from '@/lib/theme/theme';
import { CompanyLogo } from './company-logo';

/** In place of a missing preview image: the company's light theme colour with its logo. */
export function CompanyBanner({ company }: { company: JobCardItem['company'] }) {
  const theme = applyThemeUpdate(defaultTheme, company.theme ?? {});
  return (
    <div
      className="absolute inset-0 flex items-center justify-center"
      style={{ background: `linear-gradient(135deg, ${theme.primaryLightColor}, ${theme.primaryColor})` }}
    >
      <CompanyLogo company={company} size="lg" />
    </div>
  );
}
