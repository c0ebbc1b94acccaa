import type { ReactNode } from 'react';

const box = {
  fontFamily: 'system-ui, sans-serif',
  maxWidth: '36rem',
  margin: '15vh auto',
  padding: '0 1.5rem',
  lineHeight: 1.55,
  color: '#1f2430',
} as const;

/** A plain screen in the Studio's language (English) while the local Content Lake is not usable. */
export function LocalLakeNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={box}>
      <h1 style={{ fontSize: '1.5rem' }}>{title}</h1>
      {children}
    </main>
  );
}
