import { WorkspaceFooter } from './workspace-footer';
import { WorkspaceHeader } from './workspace-header';

/** The workspace's pages: its own header and footer around them, in the light colour mode. */
export function WorkspaceShell({ children }: { children: React.ReactNode }) {
  return (
    <div data-color-mode="light" className="flex min-h-screen flex-col bg-white text-gray-900">
      <WorkspaceHeader />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <WorkspaceFooter />
    </div>
  );
}
