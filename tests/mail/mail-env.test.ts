import { describe, expect, it } from 'vitest';
import { readPlatformEnv } from '@/server/env';

describe('mail configuration', () => {
  it('writes to the outbox from a local sender unless configured', () => {
    const env = readPlatformEnv({});
    expect(env.smtpUrl).toBeNull();
    expect(env.mailFrom).toBe('Tribe <no-reply@localhost>');
    expect(env.salesEmail).toBeNull();
  });

  it('takes an SMTP server, a sender and a sales address', () => {
    const env = readPlatformEnv({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Tribe Jobs <jobs@tribe.example>',
      SALES_EMAIL: 'sales@tribe.example',
    });
    expect(env.smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
    expect(env.mailFrom).toBe('Tribe Jobs <jobs@tribe.example>');
    expect(env.salesEmail).toBe('sales@tribe.example');
    expect(readPlatformEnv({ MAIL_FROM: 'jobs@tribe.example' }).mailFrom).toBe('jobs@tribe.example');
  });

  it('names the variable that is wrong', () => {
    expect(() => readPlatformEnv({ SMTP_URL: 'http://smtp.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => readPlatformEnv({ MAIL_FROM: 'Tribe' })).toThrow(/MAIL_FROM must be an address/);
    expect(() => readPlatformEnv({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL must be an e-mail address/);
  });
});
