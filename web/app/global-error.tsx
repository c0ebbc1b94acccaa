'use client';

import './globals.css';

/** Last resort when the locale layout itself fails: no translations can be trusted here. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="cs">
      <body className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
        <h1 className="font-display text-4xl font-black">
          Chyba 500 – Něco se pokazilo / Error 500 - Something went wrong
        </h1>
        <button
          type="button"
          className="rounded-full bg-primary px-6 py-3 font-semibold text-primary-text"
          onClick={() => {
            reset();
            window.location.assign('/');
          }}
        >
          Zpět na hlavní stránku / Back to home page
        </button>
      </body>
    </html>
  );
}
