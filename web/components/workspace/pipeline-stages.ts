import type { ApplicationStatus } from '@/contracts/applications';

/** The pipeline's stages in order; 'sent' is shown as "New". */
export const PIPELINE_STAGES = [
  'sent',
  'seen',
  'interviewing',
  'offer',
  'not_selected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];
