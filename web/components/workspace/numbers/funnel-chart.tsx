'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Select } from '@/components/ui/select';
import type { OfferFunnel } from '@/contracts/numbers';
import { ChartCard } from './chart-card';
import { AXIS_TICK, CHART_COLORS } from './chart-colors';

const STEP_COLORS = [CHART_COLORS.electricBlue, CHART_COLORS.yellow, CHART_COLORS.green];

/** Applications per 100 views, to one decimal; empty without views. */
const ratePer100 = (offer: OfferFunnel) =>
  offer.views === 0 ? '' : Math.round((offer.applications / offer.views) * 1000) / 10;

/** Per offer, views to started to sent applications; the chart shows the offer chosen above it. */
export function FunnelChart({ funnel }: { funnel: OfferFunnel[] }) {
  const t = useTranslations('Workspace');
  const [chosen, setChosen] = useState<string | null>(null);
  const offer = funnel.find((row) => row.jobOfferId === chosen) ?? funnel[0];
  const steps = offer
    ? [
        { step: t('numbers_funnel_views'), count: offer.views },
        { step: t('numbers_funnel_starts'), count: offer.starts },
        { step: t('numbers_funnel_applications'), count: offer.applications },
      ]
    : [];
  return (
    <ChartCard
      id="funnel"
      title={t('numbers_funnel_title')}
      description={t('numbers_funnel_description')}
      fileName="funnel.csv"
      table={{
        header: [
          t('numbers_funnel_offer'),
          t('numbers_funnel_views'),
          t('numbers_funnel_starts'),
          t('numbers_funnel_applications'),
          t('numbers_funnel_rate'),
        ],
        rows: funnel.map((row) => [row.title, row.views, row.starts, row.applications, ratePer100(row)]),
      }}
      controls={
        funnel.length > 1 ? (
          <Select
            id="funnel-offer"
            label={t('numbers_funnel_offer')}
            labelPlacement="beside"
            options={funnel.map((row) => ({ value: row.jobOfferId, label: row.title }))}
            value={offer?.jobOfferId ?? null}
            onChange={setChosen}
          />
        ) : null
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        {/* Bars across, so the steps' names have room on a phone. */}
        <BarChart data={steps} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-gray-200)" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
          <YAxis type="category" dataKey="step" tick={AXIS_TICK} width={130} interval={0} />
          <Tooltip />
          <Bar dataKey="count" name={offer?.title} isAnimationActive={false}>
            {steps.map((step, index) => (
              <Cell key={step.step} fill={STEP_COLORS[index]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
