import 'server-only';
import type { Locale } from '@tribe/routes';
import { interviewPickSchema, interviewProposalSchema } from '@/contracts/interviews';
import { platformTranslator } from '@/server/i18n/texts';
import { parseLabelledInput } from '../workspace/labelled-input';

/** Proposed interview times from a request body; a problem is answered naming its field, in the caller's language. */
export function parseProposal(json: unknown, locale: Locale) {
  const t = platformTranslator(locale, 'Interviews');
  return parseLabelledInput(interviewProposalSchema, json, locale, {
    slots: t('slots_label'),
    durationMinutes: t('duration_label'),
    place: t('place_label'),
    videoUrl: t('video_label'),
    note: t('note_label'),
  });
}

/** The candidate's pick from a request body, refused naming `start` when it is no time. */
export const parsePick = (json: unknown, locale: Locale) =>
  parseLabelledInput(interviewPickSchema, json, locale, {
    start: platformTranslator(locale, 'Interviews')('pick_legend'),
  });
