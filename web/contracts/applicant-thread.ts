/**
 * The candidate's profile shared with a company at apply time, and the messages between them
 * about one application: limits, bodies and what the endpoints answer.
 */
import { z } from 'zod';

export const MESSAGE_SENDERS = ['candidate', 'company'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const THREAD_LIMITS = {
  /** Characters of one message. */
  message: 2_000,
} as const;

/** Body of POST …/messages, the candidate's or a member's. */
export const messageSchema = z.strictObject({
  body: z.string().trim().min(1).max(THREAD_LIMITS.message),
});

export interface SharedExperience {
  title: string;
  company: string;
  location: string | null;
  description: string;
  from: string;
  to: string | null;
}

export interface SharedEducation {
  degree: string | null;
  organization: string;
  title: string | null;
  description: string;
  from: string;
  to: string | null;
}

/** What a candidate shared with the company when applying (their profile as it was then). */
export interface SharedProfile {
  city: string | null;
  phone: string | null;
  webUrl: string | null;
  experience: SharedExperience[];
  education: SharedEducation[];
  sharedAt: string;
}

/** One message of an application's thread, as both sides read it. */
export interface ThreadMessage {
  id: number;
  sender: MessageSender;
  /** The member who wrote for the company; null for the candidate, or a member who left. */
  author: string | null;
  body: string;
  at: string;
}
