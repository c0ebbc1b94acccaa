import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { DEMO_PERSON, type LocalPeople } from './accounts';
import type { LocalIdpClient, SignInPages, SignInPagesFor } from './options';
import { signInFormPage } from './sign-in-form';

const INTERACTION = /^\/interaction\/([\w-]+)(\/login)?$/;

const personName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((value) => !/\p{Cc}/u.test(value));

const personSchema = z.object({ name: personName, surname: personName, email: z.email().max(254) });

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  return headers;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('The sign-in form is too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendPage(
  res: ServerResponse,
  status: number,
  pages: SignInPages,
  page: { title: string; content: string },
) {
  const { html, csp } = pages.render(page);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

/** What an interaction needs besides the request: the provider, its people, clients and pages. */
export interface InteractionContext {
  /** The path the site mounts the provider on (`/dev-idp`). */
  mountPath: string;
  provider: Provider;
  people: LocalPeople;
  clients: LocalIdpClient[];
  pages: SignInPagesFor;
}

/**
 * The login prompt of the local provider: GET shows the form, POST signs the person in.
 * Answers false when the path is not an interaction, so the provider handles it.
 */
export async function handleInteraction(
  { mountPath, provider, people, clients, pages: pagesFor }: InteractionContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const match = INTERACTION.exec(req.url?.split('?')[0] ?? '');
  if (!match) return false;
  const [, uid, login] = match;
  const pages = pagesFor(headersOf(req));
  const details = await provider.interactionDetails(req, res).catch(() => null);
  if (!details || details.uid !== uid) {
    const title = pages.text('title');
    const text = pages.text('expired');
    sendPage(res, 400, pages, { title, content: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` });
    return true;
  }
  const clientId = String(details.params.client_id ?? '');
  const providerName = clients.find((client) => client.id === clientId)?.providerName ?? clientId;
  const action = `${mountPath}/interaction/${uid}/login`;
  if (!login || req.method !== 'POST') {
    sendPage(res, 200, pages, signInFormPage({ pages, providerName, action, person: DEMO_PERSON }));
    return true;
  }
  const form = await readForm(req);
  const submitted = {
    name: form.get('name') ?? '',
    surname: form.get('surname') ?? '',
    email: form.get('email') ?? '',
  };
  const person = personSchema.safeParse(submitted);
  if (!person.success) {
    sendPage(
      res,
      400,
      pages,
      signInFormPage({ pages, providerName, action, person: submitted, invalid: true }),
    );
    return true;
  }
  const accountId = people.remember(person.data);
  await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  return true;
}
