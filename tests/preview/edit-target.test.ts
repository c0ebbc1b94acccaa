import { describe, expect, it } from 'vitest';
import { editTarget } from '@/lib/visual-editing/edit-target';

/** The fields of a `data-sanity` value ('id=…;type=…;path=…;base=…'). */
const decode = (attribute: { 'data-sanity': string }) =>
  Object.fromEntries(
    attribute['data-sanity'].split(';').map((pair) => pair.split('=').map(decodeURIComponent)),
  );

describe('edit targets (the overlays of previews)', () => {
  it('name the document, the field and the embedded Studio', () => {
    const edit = editTarget({ id: 'company-pixelhouse', type: 'company' }, 'cs');
    expect(decode(edit.field('logo'))).toMatchObject({
      id: 'company-pixelhouse',
      type: 'company',
      path: 'logo',
      base: '/studio',
    });
  });

  it('point a translated field at the page’s language', () => {
    expect(decode(editTarget({ id: 'job-1', type: 'jobOffer' }, 'cs').localized('title')).path).toBe(
      'title.cs',
    );
    expect(decode(editTarget({ id: 'article-1', type: 'article' }, 'en').localized('body')).path).toBe(
      'body.en',
    );
  });
});
