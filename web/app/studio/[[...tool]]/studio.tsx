'use client';

import config from '@tribe/studio/config';
import { sanityProject } from '@tribe/studio/sanity-project';
import { NextStudio } from 'next-sanity/studio/client-component';
import { OfflineStudio } from '@/components/studio/offline-studio';

const project = sanityProject();

export function Studio() {
  if (!project.online) return <OfflineStudio projectId={project.projectId} />;
  return <NextStudio config={config} />;
}
