/** The cached chat list under live events: an assistant's draft grows in place and gives way to the stored message. */
import { describe, expect, it } from 'vitest';
import { withMessage, type Chat, type Message } from './live-chats.ts';

const message = (id: string, description: string, draft?: boolean) =>
  ({ id, chatId: 'c1', description, draft, reactions: [] }) as unknown as Message;
const chat = (messages: Message[]) => ({ id: 'c1', messages }) as unknown as Chat;

describe('withMessage', () => {
  it('adds a new message once', () => {
    const once = withMessage([chat([])], message('m1', 'Hi'));
    expect(withMessage(once, message('m1', 'Hi'))![0]!.messages).toHaveLength(1);
  });

  it('replaces a draft by its longer text, then by the stored message', () => {
    let chats = withMessage([chat([message('m0', 'Question')])], message('m1', 'Hel', true));
    chats = withMessage(chats, message('m1', 'Hello! You', true));
    expect(chats![0]!.messages.map((m) => m.description)).toEqual(['Question', 'Hello! You']);
    chats = withMessage(chats, message('m1', 'Hello! You asked.'));
    expect(chats![0]!.messages.at(-1)).toMatchObject({ description: 'Hello! You asked.', draft: undefined });
  });

  it('keeps the stored message when a late draft arrives after it', () => {
    const stored = withMessage([chat([])], message('m1', 'Done.'));
    expect(withMessage(stored, message('m1', 'Do', true))![0]!.messages[0]!.description).toBe('Done.');
  });

  it('leaves other chats alone', () => {
    const other = { id: 'c2', messages: [] } as unknown as Chat;
    expect(withMessage([other], message('m1', 'Hi'))![0]).toBe(other);
  });
});
