'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReferrerSource } from '@/contracts/numbers';
import { ChartCard } from './chart-card';
import { AXIS_TICK, CHART_COLORS } from './chart-colors';

/** The other websites visitors came from, most visits first. */
export function SourcesChart({ sources }: { sources: ReferrerSource[] }) {
  const t = useTranslations('Workspace');
  return (
    <ChartCard
      id="sources"
      title={t('numbers_sources_title')}
      description={t('numbers_sources_description')}
      fileName="sources.csv"
      table={{
        header: [t('numbers_sources_domain'), t('numbers_sources_visits')],
        rows: sources.map((source) => [source.domain, source.visits]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={sources} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-gray-200)" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
          <YAxis type="category" dataKey="domain" tick={AXIS_TICK} width={110} />
          <Tooltip />
          <Bar
            dataKey="visits"
            name={t('numbers_sources_visits')}
            fill={CHART_COLORS.electricBlue}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
