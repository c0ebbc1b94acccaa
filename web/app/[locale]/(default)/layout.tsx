import { SiteShell } from '@/components/layout/site-shell';

export default function DefaultLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell layout="default">{children}</SiteShell>;
}
