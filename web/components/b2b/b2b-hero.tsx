import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-styles';

/** The pitch: headline and text from content, the two ways on (quote, services) and the figures beside. */
interface B2BHeroProps {
  title: string;
  text?: string | null;
  /** The companies that vouch for the service, named under the buttons. */
  clients: string[];
  children?: React.ReactNode;
}

export async function B2BHero({ title, text, clients, children }: B2BHeroProps) {
  const t = await getTranslations('B2B');
  return (
    <header className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-primary opacity-20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 pt-16 pb-14 sm:px-6 sm:pt-24 sm:pb-20 lg:grid-cols-[1.25fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('eyebrow')}</p>
          <h1 className="mt-4 font-display text-4xl leading-[1.05] font-black tracking-tight text-balance sm:text-6xl xl:text-7xl">
            {title}
          </h1>
          {text ? <p className="mt-6 max-w-2xl text-lg text-white/80 sm:text-xl">{text}</p> : null}
          <div className="mt-10 flex flex-wrap gap-3">
            <a href="#quote" className={buttonClasses('primary', 'lg')}>
              {t('cta_quote')}
            </a>
            <a href="#services" className={buttonClasses('white-outline', 'lg')}>
              {t('cta_services')}
            </a>
          </div>
          {clients.length > 0 ? (
            <p className="mt-10 text-sm text-white/75">
              {t('trusted_by')} <span className="font-semibold text-white">{clients.join(' · ')}</span>
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </header>
  );
}
