import type { ReactNode } from 'react';

const box = {
  fontFamily: 'system-ui, sans-serif',
  maxWidth: '36rem',
  margin: '15vh auto',
  padding: '0 1.5rem',
  lineHeight: 1.55,
  color: '#1f2430',
} as const;

/** The notice's actions: large, rounded, like the site's sign-in buttons. */
export const noticeButton = {
  display: 'block',
  width: '100%',
  margin: '0.75rem 0 0',
  padding: '0.7rem 1rem',
  font: 'inherit',
  fontWeight: 600,
  color: 'inherit',
  border: '2px solid #d5d8df',
  borderRadius: '999px',
  background: '#fff',
  cursor: 'pointer',
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
