import { SiteShell } from '@/components/layout/site-shell';

export default function DefaultDarkLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell layout="default-dark">{children}</SiteShell>;
}
