'use client';

import { createContext, useContext } from 'react';

/*
 * An alert's filters name its company by slug; the company's name comes from the content, read by
 * whoever shows the alert, and reaches every summary below it (the create dialog's included).
 */
const AlertCompanyNameContext = createContext<string | null>(null);

export function AlertCompanyName({ name, children }: { name: string | null; children: React.ReactNode }) {
  return <AlertCompanyNameContext value={name}>{children}</AlertCompanyNameContext>;
}

/** The name of the company the summarised search is limited to, when known. */
export const useAlertCompanyName = () => useContext(AlertCompanyNameContext);
