'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ResponseWeek } from '@/contracts/numbers';
import { ChartCard } from './chart-card';
import { AXIS_TICK, CHART_COLORS } from './chart-colors';
import { shortDay } from './day-label';

const OUTCOMES = [
  ['onTime', 'numbers_responses_on_time', CHART_COLORS.green],
  ['late', 'numbers_responses_late', CHART_COLORS.yellow],
  ['overdue', 'numbers_responses_overdue', CHART_COLORS.red],
  ['waiting', 'numbers_responses_waiting', CHART_COLORS.gray],
] as const;

/** Each week's applications by how their answer kept the promised date. */
export function ResponsesChart({ responses }: { responses: ResponseWeek[] }) {
  const t = useTranslations('Workspace');
  const locale = useLocale();
  return (
    <ChartCard
      id="responses"
      title={t('numbers_responses_title')}
      description={t('numbers_responses_description')}
      fileName="answers.csv"
      table={{
        header: [t('numbers_responses_week'), ...OUTCOMES.map(([, label]) => t(label))],
        rows: responses.map((week) => [week.week, ...OUTCOMES.map(([outcome]) => week[outcome])]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={responses} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="var(--color-gray-200)" vertical={false} />
          <XAxis dataKey="week" tick={AXIS_TICK} tickFormatter={(week: string) => shortDay(week, locale)} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip labelFormatter={(week) => shortDay(String(week), locale)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {OUTCOMES.map(([outcome, label, color]) => (
            <Bar
              key={outcome}
              dataKey={outcome}
              name={t(label)}
              stackId="answers"
              fill={color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
