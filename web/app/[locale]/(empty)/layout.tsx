/** The empty layout: no header, no footer (edit screens). */
export default function EmptyLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
