import { describe, expect, it } from 'vitest';
import { editorRoleProcedure } from '@/content/editor-role-procedure';

describe('the procedure a person without the editor role is told', () => {
  it('on the embedded database: stop the site, run the command, start the site', () => {
    const text = editorRoleProcedure('eva@example.com', true);
    const order = [
      'stop the site',
      'pnpm editors add eva@example.com',
      'start the site again',
      'open the Studio again',
    ];
    const positions = order.map((step) => text.indexOf(step));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('on PostgreSQL: the command with the site’s DATABASE_URL, the site may keep running', () => {
    const text = editorRoleProcedure('eva@example.com', false);
    expect(text).toContain("with the site's DATABASE_URL set, run pnpm editors add eva@example.com");
    expect(text).not.toContain('stop the site');
  });
});
