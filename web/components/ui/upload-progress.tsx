/** How much of an upload has been sent: a progress bar screen readers announce, and its percentage. */
export function UploadProgress({ share, label, text }: { share: number; label: string; text: string }) {
  const percent = Math.round(share * 100);
  return (
    <div className="flex items-center gap-3 text-sm text-gray-700">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-40 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-dark-blue transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
