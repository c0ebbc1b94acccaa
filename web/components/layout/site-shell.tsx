import { type ColorMode, forcedColorMode } from './color-mode';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export type PageLayout = 'default' | 'default-dark';

const layoutModes: Record<PageLayout, ColorMode> = { default: 'light', 'default-dark': 'dark' };

interface SiteShellProps {
  layout: PageLayout;
  /** A colour mode the page forces over its layout's; 'system' is refused with a warning. */
  force?: ColorMode | 'system';
  children: React.ReactNode;
}

/** Header, main content and footer: the default and default-dark layouts. */
export function SiteShell({ layout, force, children }: SiteShellProps) {
  const layoutMode = layoutModes[layout];
  const mode = force ? forcedColorMode(force, layoutMode) : layoutMode;
  return (
    <div
      data-color-mode={mode}
      className="flex min-h-screen flex-col bg-white text-gray-900 dark:bg-dark-blue dark:text-white"
    >
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
