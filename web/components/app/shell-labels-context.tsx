'use client';

import { createContext, useContext } from 'react';
import type { ShellLabels } from '@/i18n/shell-labels';

const ShellLabelsContext = createContext<Partial<ShellLabels>>({});

/**
 * Gives every island of the shell its texts, translated by the server (`shellLabels`); the 404
 * outside any locale gives only the error views'.
 */
export function ShellLabelsProvider({
  labels,
  children,
}: {
  labels: Partial<ShellLabels>;
  children: React.ReactNode;
}) {
  return <ShellLabelsContext value={labels}>{children}</ShellLabelsContext>;
}

/** One group of the shell's texts. */
export function useShellLabels<Group extends keyof ShellLabels>(group: Group): ShellLabels[Group] {
  const labels = useContext(ShellLabelsContext)[group];
  if (!labels) throw new Error(`No shell labels '${group}' above this component`);
  return labels;
}

/** A label with a value put in its slot: fillLabel('Follow {name}', { name: 'Pixelhouse' }). */
export function fillLabel(label: string, values: Record<string, string>): string {
  return label.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
