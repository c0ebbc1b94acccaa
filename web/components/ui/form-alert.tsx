/** A form's message about the whole submission (not one field), announced at once; nothing when null. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-600">
      {message}
    </p>
  );
}
