/**
 * Rich text as the API stored it, shown read-only as plain HTML: no editor, so nothing for assistive
 * technology to take for an unnamed text field.
 */
export function StoredRichText({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the API answers only sanitised HTML (sanitizeRichText: a few formatting tags and safe links)
    <div className="rich-text-stored" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
