'use client';

import useSWRMutation from 'swr/mutation';
import type { CompanyStatus } from '@/contracts/applications';
import { workspaceEndpoints } from '@/contracts/endpoints/workspace';
import type { Interview, InterviewProposalInput } from '@/contracts/interviews';
import type {
  Assessment,
  BulkStatusResult,
  MemberRole,
  NoticeSettings,
  StatusMailPreview,
  UndoResult,
  WorkspaceTemplate,
} from '@/contracts/workspace';
import { fetchJson } from '@/lib/http/fetch-json';

type Send<Arg, Result> = (url: string, options: { arg: Arg }) => Promise<Result>;

const post =
  <Arg, Result = unknown>(): Send<Arg, Result> =>
  (url, { arg }) =>
    fetchJson<Result>(url, { method: 'POST', json: arg });

/** The workspace's changes; each page re-renders from the server after one succeeds. */
export function useAddNote(applicationId: string) {
  return useSWRMutation(workspaceEndpoints.notes(applicationId), post<{ body: string }>()).trigger;
}

/** Writes to the candidate for the company. */
export function useWriteToCandidate(applicationId: string) {
  return useSWRMutation(workspaceEndpoints.messages(applicationId), post<{ body: string }>()).trigger;
}

/** Proposes interview times (`again`: other times for the open interview), or cancels it. */
export function useInterview(applicationId: string) {
  const url = workspaceEndpoints.interview(applicationId);
  return {
    propose: (proposal: InterviewProposalInput, again: boolean) =>
      fetchJson<Interview>(url, { method: again ? 'PUT' : 'POST', json: proposal }),
    cancel: () => fetchJson<Interview>(url, { method: 'DELETE' }),
  };
}

/** Sets a candidate's rating and tags, the whole set at once. */
export function useSaveAssessment(applicationId: string) {
  return useSWRMutation(
    workspaceEndpoints.assessment(applicationId),
    (url: string, { arg }: { arg: Assessment }) => fetchJson<Assessment>(url, { method: 'PUT', json: arg }),
  ).trigger;
}

type Move = { ids: string[]; status: CompanyStatus; message: string | null };

/** Moves candidates to a status; each one's e-mail waits a few seconds, during which `useUndoMoves` takes it back. */
export function useBulkStatus() {
  return useSWRMutation(workspaceEndpoints.bulkStatus, post<Move, BulkStatusResult>()).trigger;
}

/** Each candidate's e-mail as the move would send it. */
export function useMailPreview() {
  return useSWRMutation(workspaceEndpoints.mailPreview, post<Move, StatusMailPreview[]>()).trigger;
}

export function useUndoMoves() {
  return useSWRMutation(workspaceEndpoints.undo, post<{ events: number[] }, UndoResult>()).trigger;
}

export function useInvite() {
  return useSWRMutation(workspaceEndpoints.invitations, post<{ email: string; role: MemberRole }>()).trigger;
}

export function useAcceptInvitation() {
  return useSWRMutation(workspaceEndpoints.acceptInvitation, post<{ token: string }>()).trigger;
}

export function useAddTemplate() {
  return useSWRMutation(workspaceEndpoints.templates, post<Omit<WorkspaceTemplate, 'id'>>()).trigger;
}

export function useSaveNoticeSettings() {
  return useSWRMutation(workspaceEndpoints.noticeSettings, (url: string, { arg }: { arg: NoticeSettings }) =>
    fetchJson<NoticeSettings>(url, { method: 'PUT', json: arg }),
  ).trigger;
}

/** DELETE on one of the workspace's items (a member, an open invitation, a template). */
export function useDelete(url: string) {
  return useSWRMutation(url, (target: string) => fetchJson(target, { method: 'DELETE' })).trigger;
}
