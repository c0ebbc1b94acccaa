'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { COUNTED_METRICS, type DailyNumbers } from '@/contracts/numbers';
import { ChartCard } from './chart-card';
import { AXIS_TICK, CHART_COLORS } from './chart-colors';
import { shortDay } from './day-label';

/** The lines drawn; the table and the CSV have every metric. */
const LINES = [
  ['profile_view', CHART_COLORS.darkBlue],
  ['offer_view', CHART_COLORS.electricBlue],
  ['visitor', CHART_COLORS.gray],
  ['application', CHART_COLORS.green],
  ['follow', CHART_COLORS.pink],
] as const;

/** Views, visitors, applications and follows per day over the period. */
export function TrendsChart({ days }: { days: DailyNumbers[] }) {
  const t = useTranslations('Workspace');
  const locale = useLocale();
  const label = (metric: (typeof COUNTED_METRICS)[number]) => t(`numbers_metric_${metric}`);
  return (
    <ChartCard
      id="trends"
      title={t('numbers_trends_title')}
      description={t('numbers_trends_description')}
      fileName="trends.csv"
      table={{
        header: [t('numbers_day'), ...COUNTED_METRICS.map(label)],
        rows: days.map((day) => [day.day, ...COUNTED_METRICS.map((metric) => day[metric])]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="var(--color-gray-200)" vertical={false} />
          <XAxis
            dataKey="day"
            tick={AXIS_TICK}
            tickFormatter={(day: string) => shortDay(day, locale)}
            minTickGap={24}
          />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip labelFormatter={(day) => shortDay(String(day), locale)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {LINES.map(([metric, color]) => (
            <Line
              key={metric}
              type="monotone"
              dataKey={metric}
              name={label(metric)}
              stroke={color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
