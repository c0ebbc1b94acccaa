import { getFormatter, getTranslations } from 'next-intl/server';
import type { CompanyDocumentView, DocumentState } from '@/contracts/document-review';

const STATE_TONES: Record<DocumentState, string> = {
  draft: 'bg-gray-100 text-gray-800',
  in_review: 'bg-amber-100 text-amber-900',
  changes_requested: 'bg-red-100 text-red-900',
  published: 'bg-emerald-100 text-emerald-900',
};

/** The company's documents, one a row: its kind and name, its state, and the editors' comment when sent back. */
export async function CompanyDocumentList({ documents }: { documents: CompanyDocumentView[] }) {
  const [t, format] = await Promise.all([getTranslations('DocumentReview'), getFormatter()]);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul aria-label={t('documents_title')} className="max-w-3xl space-y-3" data-testid="company-documents">
      {documents.map((document) => (
        <li
          key={document.id}
          data-document-id={document.id}
          className="rounded-2xl bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-sm text-gray-600">{t(`type_${document.type}`)}</p>
              <h2 className="font-semibold break-words">{document.title}</h2>
            </div>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONES[document.state]}`}>
              {t(`state_${document.state}`)}
            </span>
          </div>
          {document.state === 'in_review' && document.submittedAt ? (
            <p className="mt-2 text-sm text-gray-600">
              {t('submitted_on', { date: day(document.submittedAt) })}
            </p>
          ) : null}
          {document.comment ? (
            <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm whitespace-pre-line">
              {t('editor_comment', { comment: document.comment })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
