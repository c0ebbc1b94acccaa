'use client';

import { useTranslations } from 'next-intl';
import { csvHref, toCsv } from '@/lib/csv/csv';

export interface ChartTable {
  header: string[];
  rows: (string | number)[][];
}

interface ChartCardProps {
  id: string;
  title: string;
  description: string;
  /** The chart's data as a table: shown behind a disclosure and downloaded as CSV. */
  table: ChartTable;
  fileName: string;
  /** Above the chart, such as a choice of offer. */
  controls?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * One chart of the dashboard with its text alternative: the same numbers as a table behind a
 * disclosure, and as a CSV file to download.
 */
export function ChartCard({ id, title, description, table, fileName, controls, children }: ChartCardProps) {
  const t = useTranslations('Workspace');
  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-description`}
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm"
      data-testid={`chart-${id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h3 id={`${id}-heading`} className="font-display text-xl font-bold">
          {title}
        </h3>
        <a
          href={csvHref(toCsv(table.header, table.rows))}
          download={fileName}
          className="rounded-sm text-sm font-semibold text-dark-blue underline underline-offset-2 focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none"
        >
          {t('numbers_csv')}
        </a>
      </div>
      <p id={`${id}-description`} className="mt-1 text-sm text-gray-600">
        {description}
      </p>
      {controls ? <div className="mt-4">{controls}</div> : null}
      {table.rows.length === 0 ? (
        <p className="mt-4 text-gray-700">{t('numbers_empty')}</p>
      ) : (
        <div className="mt-4 h-64 w-full">{children}</div>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer rounded-sm text-sm font-semibold text-gray-900 focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none">
          {t('numbers_table')}
        </summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {table.header.map((cell) => (
                  <th key={cell} scope="col" className="border-b border-gray-200 px-2 py-1 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced together, never reordered; two offers may share a title
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={table.header[index]} className="border-b border-gray-100 px-2 py-1 tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
