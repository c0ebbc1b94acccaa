import { Box, Button, Card, Flex, Text } from '@sanity/ui';
import { defaultLocale, type Locale, locales, localizedPath } from '@tribe/routes';
import { useState } from 'react';
import type { SanityDocument } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import { useSiteJson } from './site-api';
import { type PageType, pageRoutes, publishedId } from './site-paths';

/**
 * The member's own language: the one their notices go out in, which they joined in or chose in
 * the workspace (the site's only record of a member's language).
 */
const MEMBER_LANGUAGE_ENDPOINT = '/api/workspace/notifications';

/**
 * A member's "Preview" view beside the form: the document's preview page of the site in a frame,
 * in Czech or English (first in the member's own language). The site lets a member see only their
 * own company's documents there, and refreshes the page with each change they save.
 */
export const MemberPreview: UserViewComponent = ({ document, documentId, schemaType }) => {
  const memberLanguage = useSiteJson<{ locale: Locale }>(MEMBER_LANGUAGE_ENDPOINT, 0)?.locale;
  const [chosen, setLocale] = useState<Locale | null>(null);
  const locale = chosen ?? memberLanguage ?? defaultLocale;
  const saved = (document.draft ?? document.published) as SanityDocument | null;
  const path = localizedPath(pageRoutes[schemaType.name as PageType].preview, locale, {
    id: publishedId(documentId),
  });
  return (
    <Flex direction="column" height="fill">
      <Card borderBottom padding={2}>
        <Flex gap={2} align="center">
          <Text size={1} muted>
            Language
          </Text>
          {locales.map((option) => (
            <Button
              key={option}
              mode={option === locale ? 'default' : 'ghost'}
              text={option}
              aria-pressed={option === locale}
              onClick={() => setLocale(option)}
            />
          ))}
        </Flex>
      </Card>
      {saved ? (
        <Box flex={1}>
          <iframe
            title={`Preview (${locale})`}
            src={path}
            style={{ border: 0, width: '100%', height: '100%' }}
          />
        </Box>
      ) : (
        <Card padding={4}>
          <Text>Start writing: the preview shows the document once it is saved.</Text>
        </Card>
      )}
    </Flex>
  );
};
