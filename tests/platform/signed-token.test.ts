import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const AUTH_SECRET = 'signed-token-test-secret-0123456789abcdef';

let signing: typeof import('@/server/http/signed-token');

beforeAll(async () => {
  vi.stubEnv('AUTH_SECRET', AUTH_SECRET);
  vi.stubEnv('PREVIEW_SECRET', undefined);
  signing = await import('@/server/http/signed-token');
});

const HOUR = 3600 * 1000;
/** A user id and, optionally, an address. */
const FIELDS = z.tuple([z.string().min(1)], z.email());
const NOW = Date.UTC(2026, 0, 15);

/** A different character at the same place, so only the content changes, not the shape. */
function flipAt(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A';
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`;
}

describe('signed tokens', () => {
  it('gives back the fields of a token signed for the same purpose', () => {
    const token = signing.signToken('contact-email', ['user-1', 'a@example.com'], NOW + HOUR);
    expect(signing.verifyToken('contact-email', token, FIELDS, NOW)).toEqual({
      valid: true,
      fields: ['user-1', 'a@example.com'],
    });
  });

  it('refuses a token whose payload or signature was changed', () => {
    const token = signing.signToken('contact-email', ['user-1'], NOW + HOUR);
    const dot = token.indexOf('.');
    for (const tampered of [flipAt(token, 2), flipAt(token, dot + 2), token.slice(0, -1), `${token}.x`, '']) {
      expect(signing.verifyToken('contact-email', tampered, FIELDS, NOW)).toEqual({
        valid: false,
        reason: 'forged',
      });
    }
  });

  it('says a genuine token expired and still names its fields', () => {
    const token = signing.signToken('contact-email', ['user-1'], NOW - 1);
    expect(signing.verifyToken('contact-email', token, FIELDS, NOW)).toEqual({
      valid: false,
      reason: 'expired',
      fields: ['user-1'],
    });
  });

  it('refuses a genuine token whose fields do not have the shape its reader expects', () => {
    const uuid = z.tuple([z.uuid()]);
    for (const fields of [['../x'], ['not-a-uuid'], [], ['0e8f5f5e-6d0b-4b5c-9d1e-2f3a4b5c6d7e', 'extra']]) {
      const token = signing.signToken('company-invitation', fields, NOW + HOUR);
      expect(signing.verifyToken('company-invitation', token, uuid, NOW)).toEqual({
        valid: false,
        reason: 'forged',
      });
    }
    const expired = signing.signToken('company-invitation', ['x'], NOW - 1);
    expect(signing.verifyToken('company-invitation', expired, uuid, NOW)).toEqual({
      valid: false,
      reason: 'forged',
    });
  });

  it('refuses a token signed for another purpose', () => {
    const token = signing.signToken('newsletter', ['user-1'], NOW + HOUR);
    expect(signing.verifyToken('contact-email', token, FIELDS, NOW)).toEqual({
      valid: false,
      reason: 'forged',
    });
    expect(signing.unseal('recruiter', signing.seal('newsletter', 'payload'))).toBeNull();
  });

  it('unseals only what the purpose sealed', () => {
    const sealed = signing.seal('recruiter', 'id.expiry');
    expect(signing.unseal('recruiter', sealed)).toBe('id.expiry');
    expect(signing.unseal('recruiter', flipAt(sealed, 0))).toBeNull();
    expect(signing.unseal('recruiter', 'no-signature')).toBeNull();
  });

  it('compares secrets whatever their lengths', () => {
    expect(signing.sameSecret('same', 'same')).toBe(true);
    expect(signing.sameSecret('same', 'sama')).toBe(false);
    expect(signing.sameSecret('same', 'same-but-longer')).toBe(false);
  });
});

describe('links already sent keep working', () => {
  const legacyKey = (label: string) => createHmac('sha256', AUTH_SECRET).update(label).digest();
  const legacySeal = (label: string, payload: string) =>
    `${payload}.${createHmac('sha256', legacyKey(label)).update(payload).digest('base64url')}`;

  it('reads each purpose with the key it was derived with before', () => {
    const contactPayload = Buffer.from(JSON.stringify([NOW + HOUR, 'user-1'])).toString('base64url');
    expect(
      signing.verifyToken(
        'contact-email',
        legacySeal('tribe-contact-email-links', contactPayload),
        FIELDS,
        NOW,
      ),
    ).toEqual({ valid: true, fields: ['user-1'] });
    expect(signing.unseal('newsletter', legacySeal('tribe-newsletter-links', 'abc'))).toBe('abc');
    expect(signing.unseal('recruiter', legacySeal('tribe-recruiter-link', 'id.k0'))).toBe('id.k0');
    expect(signing.purposeKey('preview').toString('hex')).toBe(legacyKey('tribe-preview').toString('hex'));
  });
});
