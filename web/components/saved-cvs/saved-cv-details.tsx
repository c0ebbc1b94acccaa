'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { SavedCv } from '@/contracts/saved-cvs';

const MEGABYTE = 1024 * 1024;

/** A saved CV's type, size and the day it was saved: 'PDF · 84 kB · uloženo 27. 11. 2026'. */
export function SavedCvDetails({ cv }: { cv: SavedCv }) {
  const t = useTranslations('SavedCvs');
  const format = useFormatter();
  const size =
    cv.bytes < MEGABYTE
      ? format.number(Math.max(1, Math.round(cv.bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : format.number(cv.bytes / MEGABYTE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return t('details', {
    kind: cv.kind.toUpperCase(),
    size,
    date: format.dateTime(new Date(cv.createdAt), { dateStyle: 'medium' }),
  });
}

/** The mark of the CV the application form chooses first. */
export function DefaultBadge() {
  const t = useTranslations('SavedCvs');
  return (
    <span className="ml-1 inline-block rounded-full bg-sunny-yellow/60 px-2 py-0.5 align-middle text-xs font-bold text-gray-900">
      {t('default_badge')}
    </span>
  );
}
