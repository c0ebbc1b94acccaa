'use client';

import useSWRMutation from 'swr/mutation';
import type { CompanyStatus } from '@/contracts/applications';
import { workspaceEndpoints } from '@/contracts/endpoints/workspace';
import type { MemberRole, NoticeSettings, WorkspaceTemplate } from '@/contracts/workspace';
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

export function useBulkStatus() {
  return useSWRMutation(
    workspaceEndpoints.bulkStatus,
    post<
      { ids: string[]; status: CompanyStatus; message: string | null },
      { changed: number; unchanged: number; withdrawn: number }
    >(),
  ).trigger;
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
