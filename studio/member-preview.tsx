import { Box, Button, Card, Flex, Text } from '@sanity/ui';
import { defaultLocale, LOCALE_COOKIE, type Locale, locales, localizedPath } from '@tribe/routes';
import { useState } from 'react';
import type { SanityDocument } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import { type PageType, pageRoutes, publishedId } from './site-paths';

/** The language the member last chose on the site (its language cookie), Czech by default. */
function siteLocale(): Locale {
  const chosen = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return locales.find((locale) => locale === chosen) ?? defaultLocale;
}

/**
 * A member's "Preview" view beside the form: the document's preview page of the site in a frame,
 * in Czech or English (first in the language the member uses on the site). The site lets a member see only their own company's documents there, and
 * refreshes the page with each change they save.
 */
export const MemberPreview: UserViewComponent = ({ document, documentId, schemaType }) => {
  const [locale, setLocale] = useState(siteLocale);
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
