import { SpriteIcon } from '@/components/icons/sprite-icon';
import type { SubmissionStatus } from '@/hooks/use-form-submission';
import { RevealedStatus } from './revealed-status';

interface FormStatusProps {
  status: SubmissionStatus;
  success: string;
  failure: string;
  /** The success takes the form's place (it is emptied or gone): bring the message into view and focus it. */
  revealSuccess?: boolean;
}

/** The outcome line of a form: its success message or its failure message, announced politely. */
export function FormStatus({ status, success, failure, revealSuccess = false }: FormStatusProps) {
  const successLine = (
    <span className="inline-flex items-center gap-1.5 text-green-700">
      <SpriteIcon name="check-circle" className="h-4 w-4" /> {success}
    </span>
  );
  if (status === 'success' && revealSuccess) {
    return (
      <RevealedStatus className="min-h-6 rounded-sm text-sm font-medium" testId="form-success">
        {successLine}
      </RevealedStatus>
    );
  }
  return (
    <p aria-live="polite" className="min-h-6 text-sm font-medium">
      {status === 'success' ? successLine : null}
      {status === 'failure' ? (
        <span role="alert" className="inline-flex items-center gap-1.5 text-red-600">
          <SpriteIcon name="alert-circle" className="h-4 w-4" /> {failure}
        </span>
      ) : null}
    </p>
  );
}
