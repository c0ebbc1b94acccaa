'use client';

import { Sparkles } from 'lucide';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import type { MatchReason } from '@/contracts/preferences';

/** One reason in words: 'the role you want: Frontend developer', 'shares 4 of your 5 values', 'salary above your minimum', 'remote'. */
function useReasonText() {
  const t = useTranslations('ForYou');
  return (reason: MatchReason): string => {
    switch (reason.kind) {
      case 'role':
        return t('reason_role', { role: reason.role });
      case 'hiringRole':
        return t('reason_hiring_role', { role: reason.role });
      case 'skills':
        return t('reason_skills', { skills: reason.skills.join(', ') });
      case 'values':
        return t('reason_values', { shared: reason.shared, of: reason.of });
      case 'salary':
        return t('reason_salary');
      case 'city':
        return t('reason_city', { city: reason.city });
      case 'workingMode':
        return t(`reason_working_mode.${reason.workingMode}`);
      case 'seniority':
        return t(`reason_seniority.${reason.seniority}`);
      case 'employmentType':
        return t(`reason_employment_type.${reason.employmentType}`);
    }
  };
}

/** Why an offer or a company suits the user, as one line, with its match score. */
export function MatchReasons({ reasons, score }: { reasons: MatchReason[]; score: number }) {
  const t = useTranslations('ForYou');
  const text = useReasonText();
  return (
    <p className="flex items-start gap-2 text-sm text-gray-800" data-testid="match-reasons">
      <Icon node={Sparkles} className="mt-0.5 h-4 w-4 shrink-0 text-electric-blue" />
      <span>
        <span className="sr-only">{t('reasons_label')}: </span>
        <span className="font-semibold">{t('match', { score })}</span>
        {reasons.length ? ` · ${reasons.map(text).join(' · ')}` : null}
      </span>
    </p>
  );
}
