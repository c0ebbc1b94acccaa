'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { MessageSender, ThreadMessage } from '@/contracts/applicant-thread';

interface ThreadMessagesProps {
  messages: readonly ThreadMessage[];
  /** Whose side the reader is on: their own messages are set apart as "You". */
  reader: MessageSender;
  /** The other side's name as the reader knows it (the company's, or the candidate's). */
  otherSide: string;
  empty: string;
}

/** An application's messages, oldest first, each with who wrote it and when. */
export function ThreadMessages({ messages, reader, otherSide, empty }: ThreadMessagesProps) {
  const t = useTranslations('ApplicantThread');
  const format = useFormatter();
  if (messages.length === 0) return <p className="text-sm text-gray-700">{empty}</p>;
  const from = (message: ThreadMessage) => {
    const own = message.sender === reader;
    if (message.sender === 'candidate') return own ? t('you') : otherSide;
    const member = message.author ?? t('former_member');
    if (reader === 'candidate') return message.author ? `${otherSide} · ${message.author}` : otherSide;
    return own ? `${member} (${t('you')})` : member;
  };
  return (
    <ol className="flex flex-col gap-3" data-testid="thread-messages">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`max-w-[85%] rounded-2xl p-3 ${message.sender === reader ? 'self-end bg-electric-blue/10' : 'self-start bg-gray-100'}`}
        >
          <p className="text-xs font-semibold text-gray-700">
            {from(message)} ·{' '}
            <time dateTime={message.at}>
              {format.dateTime(new Date(message.at), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-gray-950">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
