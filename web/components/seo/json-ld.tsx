/**
 * Structured data for search engines. `<` is escaped so that no content can close the script
 * element early.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped; a script's text cannot be set otherwise
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
