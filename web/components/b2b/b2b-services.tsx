import { getTranslations } from 'next-intl/server';
import { type IconName, icons } from '@/components/icons';
import type { B2bPageQueryResult } from '@/contracts/sanity.types';

const iconOf = (name: string | null) => icons[(name && name in icons ? name : 'check') as IconName];

/** What companies get: the services from content, each with its icon. */
export async function B2BServices({ services }: { services: B2bPageQueryResult['services'] }) {
  const t = await getTranslations('B2B');
  return (
    <section id="services" aria-labelledby="b2b-services" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h2
          id="b2b-services"
          className="max-w-3xl font-display text-3xl font-black tracking-tight text-balance sm:text-5xl"
        >
          {t('services_title')}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-white/80">{t('services_lead')}</p>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => {
            const Icon = iconOf(service.icon);
            return (
              <li
                key={service.id}
                className={`rounded-3xl border p-7 transition ${index === 0 ? 'border-transparent bg-primary text-primary-text sm:col-span-2' : 'border-white/10 bg-white/5 hover:border-primary/60'}`}
              >
                <span
                  className={`flex size-12 items-center justify-center rounded-2xl ${index === 0 ? 'bg-primary-text text-primary' : 'bg-primary text-primary-text'}`}
                >
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-6 font-display text-xl font-bold sm:text-2xl">{service.title}</h3>
                <p className={`mt-3 ${index === 0 ? 'max-w-xl text-lg' : 'text-white/80'}`}>
                  {service.description}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
