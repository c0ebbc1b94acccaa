import type { ReactNode } from 'react';

export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="cs">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', maxWidth: '40rem' }}>
        {children}
      </body>
    </html>
  );
}
