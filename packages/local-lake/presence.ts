import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@tribe/server-kit/logger';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { LakeEditors, LakeUser } from './options';

/** JSON-RPC error codes the Studio's socket client (@sanity/bifur-client) knows. */
const UNAUTHORIZED = 4001;
const METHOD_NOT_FOUND = -32601;
const PARSE_ERROR = -32700;
/** The Studio counts any message, and this one, as a sign the socket is alive. */
const HEARTBEAT = '♥';
const HEARTBEAT_MS = 20_000;

/** What another Studio hears: a roll call, where an editor is, or that a session left. */
type PresenceEvent =
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'state'; i: string; m: { sessionId: string; locations: unknown } }
  | { type: 'disconnect'; i: string; m: { session: string } };

interface Member {
  socket: WebSocket;
  editor: LakeUser | null;
  subscriptions: Set<string>;
  sessions: Set<string>;
}

interface RpcRequest {
  id?: string;
  method?: string;
  params?: Record<string, unknown>;
}

export interface PresenceOptions {
  siteOrigin: string;
  dataset: string;
  editors: Pick<LakeEditors, 'ofToken'>;
  log: Logger;
}

const SOCKET_PATH = /^\/v[^/]+\/socket\/([^/?]+)(\?|$)/;

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The Studio's realtime socket (`/v{version}/socket/{dataset}`), as Sanity's presence service
 * answers it: each Studio authorizes with its lake token, subscribes to presence, and the roll
 * calls, locations and departures of every other signed-in Studio reach it, so editors see who
 * else has a document open.
 */
export function createPresenceSockets({ siteOrigin, dataset, editors, log }: PresenceOptions) {
  const server = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  const members = new Set<Member>();

  const send = (member: Member, message: object) => {
    if (member.socket.readyState === member.socket.OPEN) member.socket.send(JSON.stringify(message));
  };
  const reply = (member: Member, id: string | undefined, result: unknown) =>
    send(member, { jsonrpc: '2.0', id, result });
  const fail = (member: Member, id: string | undefined, code: number, message: string) =>
    send(member, { jsonrpc: '2.0', id, error: { code, message } });

  /** A company's member sees only the others of their company, never where editors or other companies are. */
  const hears = (listener: LakeUser, speaker: LakeUser) =>
    listener.role !== 'member' || (speaker.role === 'member' && speaker.companyId === listener.companyId);

  function broadcast(from: Member, event: PresenceEvent) {
    for (const member of members) {
      if (member === from || !member.editor || !from.editor || !hears(member.editor, from.editor)) continue;
      for (const subscription of member.subscriptions) {
        send(member, {
          jsonrpc: '2.0',
          method: 'presence_subscription',
          params: { subscription, result: event },
        });
      }
    }
  }

  async function authorize(member: Member, request: RpcRequest) {
    const header = String(request.params?.authorization ?? '');
    member.editor = await editors.ofToken(header.replace(/^Bearer\s+/i, ''));
    if (member.editor) reply(member, request.id, true);
    else
      fail(
        member,
        request.id,
        UNAUTHORIZED,
        'The token is not a signed-in editor’s: open the Studio at /studio.',
      );
  }

  function presence(member: Member, editor: LakeUser, request: RpcRequest) {
    const params = request.params ?? {};
    switch (request.method) {
      case 'presence_subscribe': {
        const subscription = randomUUID();
        member.subscriptions.add(subscription);
        return reply(member, request.id, subscription);
      }
      case 'presence_unsubscribe':
        member.subscriptions.delete(String(params.subscriptionId));
        return reply(member, request.id, true);
      case 'presence_rollcall': {
        const session = String(params.session);
        member.sessions.add(session);
        broadcast(member, { type: 'rollCall', i: editor.id, session });
        return reply(member, request.id, true);
      }
      case 'presence_announce': {
        const data = (params.data ?? {}) as { sessionId?: string; locations?: unknown };
        const sessionId = String(data.sessionId);
        member.sessions.add(sessionId);
        broadcast(member, { type: 'state', i: editor.id, m: { sessionId, locations: data.locations ?? [] } });
        return reply(member, request.id, true);
      }
      case 'presence_disconnect': {
        const session = String(params.session);
        member.sessions.delete(session);
        broadcast(member, { type: 'disconnect', i: editor.id, m: { session } });
        return reply(member, request.id, true);
      }
      default:
        return fail(
          member,
          request.id,
          METHOD_NOT_FOUND,
          `The local Content Lake does not serve ${request.method}.`,
        );
    }
  }

  async function receive(member: Member, data: RawData) {
    let request: RpcRequest;
    try {
      request = JSON.parse(data.toString()) as RpcRequest;
    } catch {
      return fail(member, undefined, PARSE_ERROR, 'Messages must be JSON-RPC 2.0.');
    }
    if (request.method === 'authorization') return authorize(member, request);
    if (!member.editor)
      return fail(member, request.id, UNAUTHORIZED, 'Authorize with an editor’s token first.');
    presence(member, member.editor, request);
  }

  function connect(socket: WebSocket) {
    const member: Member = { socket, editor: null, subscriptions: new Set(), sessions: new Set() };
    members.add(member);
    const heartbeat = setInterval(() => socket.send(HEARTBEAT), HEARTBEAT_MS);
    heartbeat.unref();
    socket.on('message', (data) => {
      receive(member, data).catch((error: unknown) =>
        log.error({ err: error }, 'Local Content Lake: presence'),
      );
    });
    socket.on('close', () => {
      clearInterval(heartbeat);
      members.delete(member);
      if (!member.editor) return;
      for (const session of member.sessions) {
        broadcast(member, { type: 'disconnect', i: member.editor.id, m: { session } });
      }
    });
  }

  return {
    /** Takes a WebSocket upgrade of the lake's host: the site's own Studio only, on the socket path. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      const match = SOCKET_PATH.exec(request.url ?? '');
      if (!match || match[1] !== dataset) return refuse(socket, 404, 'Not Found');
      if (request.headers.origin !== siteOrigin) return refuse(socket, 403, 'Forbidden');
      server.handleUpgrade(request, socket, head, connect);
    },
  };
}
