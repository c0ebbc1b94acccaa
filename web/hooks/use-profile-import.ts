'use client';

import { profileImportEndpoint } from '@/contracts/endpoints/profile';
import type { ProfileImportProposals } from '@/contracts/profile-import';
import { uploadForm } from '@/lib/http/upload-form';

/**
 * Sends a CV or LinkedIn PDF to be read; answers the education and experience entries it
 * proposes (nothing is saved). `onProgress` gets the share of the upload sent, 0–1.
 */
export function useProfileImport() {
  return {
    read: (file: File, onProgress: (share: number) => void) => {
      const form = new FormData();
      form.append('cv', file, file.name);
      return uploadForm<ProfileImportProposals>(profileImportEndpoint, form, onProgress);
    },
  };
}
