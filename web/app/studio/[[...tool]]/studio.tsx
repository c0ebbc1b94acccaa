'use client';

import { sanityProject } from '@tribe/studio/sanity-project';
import { OfflineStudio } from '@/components/studio/offline-studio';
import { OnlineStudio } from '@/components/studio/online-studio';

const project = sanityProject();

export function Studio() {
  if (!project.online) return <OfflineStudio projectId={project.projectId} />;
  return <OnlineStudio projectId={project.projectId} />;
}
