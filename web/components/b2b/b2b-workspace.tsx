import { BarChart3, Bell, Clock, KanbanSquare, MessageSquareText } from 'lucide';
import { getTranslations } from 'next-intl/server';
import { SignupForm } from '@/components/company-signup/signup-form';
import { Icon } from '@/components/icons/icon';
import { MessagesFor } from '@/i18n/messages-for';

const FEATURES = [
  { key: 'pipeline', icon: KanbanSquare },
  { key: 'templates', icon: MessageSquareText },
  { key: 'reminders', icon: Clock },
  { key: 'numbers', icon: BarChart3 },
  { key: 'notices', icon: Bell },
] as const;

/** What the company workspace does today, and the sign-up that opens it. */
export async function B2BWorkspace() {
  const [t, s] = await Promise.all([getTranslations('B2B'), getTranslations('CompanySignup')]);
  return (
    <section id="workspace" aria-labelledby="b2b-workspace" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h2
          id="b2b-workspace"
          className="max-w-3xl font-display text-3xl font-black tracking-tight text-balance sm:text-5xl"
        >
          {t('workspace_title')}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-white/80">{t('workspace_lead')}</p>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="b2b-workspace-features">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="rounded-3xl border border-white/10 bg-white/5 p-7">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-text">
                <Icon node={icon} className="size-6" />
              </span>
              <h3 className="mt-6 font-display text-xl font-bold sm:text-2xl">{t(`feature_${key}_title`)}</h3>
              <p className="mt-3 text-white/80">{t(`feature_${key}_text`)}</p>
            </li>
          ))}
        </ul>
        <div
          id="sign-up"
          className="mt-16 grid scroll-mt-20 gap-8 rounded-[2rem] bg-white/5 p-6 ring-1 ring-white/10 sm:p-12 lg:grid-cols-[2fr_3fr] lg:items-start"
        >
          <div>
            <h2 className="font-display text-3xl font-black tracking-tight text-balance sm:text-4xl">
              {s('b2b_title')}
            </h2>
            <p className="mt-4 text-lg text-white/80">{s('b2b_lead')}</p>
            <p className="mt-4 text-white/80">{s('form_intro')}</p>
          </div>
          <MessagesFor scope="companySignup">
            <SignupForm idPrefix="b2b-signup" />
          </MessagesFor>
        </div>
      </div>
    </section>
  );
}
