import { SpriteIcon } from '@/components/icons/sprite-icon';
import type { SubmissionStatus } from '@/hooks/use-form-submission';

interface FormStatusProps {
  status: SubmissionStatus;
  success: string;
  failure: string;
}

/** The outcome line of a form: its success message or its failure message, announced politely. */
export function FormStatus({ status, success, failure }: FormStatusProps) {
  return (
    <p aria-live="polite" className="min-h-6 text-sm font-medium">
      {status === 'success' ? (
        <span className="inline-flex items-center gap-1.5 text-green-700">
          <SpriteIcon name="check-circle" className="h-4 w-4" /> {success}
        </span>
      ) : null}
      {status === 'failure' ? (
        <span role="alert" className="inline-flex items-center gap-1.5 text-red-600">
          <SpriteIcon name="alert-circle" className="h-4 w-4" /> {failure}
        </span>
      ) : null}
    </p>
  );
}
