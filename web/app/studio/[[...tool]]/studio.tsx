'use client';

import { sanityProject } from '@tribe/studio/sanity-project';
import { LazyStudioApp } from '@/components/studio/lazy-studio-app';
import { OfflineStudio } from '@/components/studio/offline-studio';

const project = sanityProject();

export function Studio() {
  if (!project.online) return <OfflineStudio projectId={project.projectId} />;
  return <LazyStudioApp />;
}
