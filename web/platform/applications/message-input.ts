import 'server-only';
import type { Locale } from '@tribe/routes';
import { messageSchema } from '@/contracts/applicant-thread';
import { platformTranslator } from '@/server/i18n/texts';
import { parseLabelledInput } from '../workspace/labelled-input';

/** A message from a request body; an empty or too long one is refused naming `body`, in the caller's language. */
export const parseMessage = (json: unknown, locale: Locale) =>
  parseLabelledInput(messageSchema, json, locale, {
    body: platformTranslator(locale, 'ApplicantThread')('message_label'),
  });
