'use client';

import { Paperclip } from 'lucide';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { describedBy } from '@/components/ui/form-field';
import { CV_ACCEPT } from '@/contracts/applications';

interface CvPickerProps {
  id: string;
  /** Whether the surrounding form field shows a help text to point at. */
  hasHelp: boolean;
  file: File | null;
  error?: string | null;
  disabled?: boolean;
  /** The file types offered by the browser's picker; the server judges the bytes. */
  accept?: string;
  onChange: (file: File | null) => void;
}

/**
 * The CV upload: the native file input (kept for keyboards and screen readers, visually hidden),
 * a 'Choose file' control and the chosen file's name, or 'file not selected'.
 */
export function CvPicker({
  id,
  hasHelp,
  file,
  error,
  disabled,
  accept = CV_ACCEPT,
  onChange,
}: CvPickerProps) {
  const t = useTranslations('Application');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        id={id}
        name="cv"
        type="file"
        accept={accept}
        disabled={disabled}
        className="peer sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hasHelp, error)}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-xl border-2 border-dark-blue px-4 py-2 text-sm font-semibold text-dark-blue transition hover:bg-dark-blue hover:text-white peer-focus-visible:ring-3 peer-focus-visible:ring-primary/60 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <Icon node={Paperclip} className="h-4 w-4" />
        {t('cv_choose')}
      </label>
      <span className="min-w-0 break-all text-sm text-gray-700" data-testid="cv-file-name">
        {file ? file.name : t('cv_not_selected')}
      </span>
    </div>
  );
}
