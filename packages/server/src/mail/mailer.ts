/**
 * Outgoing mail behind one small interface. SMTP (nodemailer) when SMTP_URL is set; otherwise the outbox,
 * which keeps every message in memory (tests read it) and, given a directory, writes each one there as an
 * .eml file the developer can open.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { systemClock, type Clock } from '../clock.ts';
import { onDemand } from '../on-demand.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  /** The HTML part, when the mail has one (notifications do; `text` is then derived from it). */
  html?: string;
  /** Files sent with it (a receipt's PDF). */
  attachments?: MailAttachment[];
  /** The sender, when not the mailer's own (the foundation's name: notification/sender.ts). */
  from?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void> | void;
}

export interface SentMail extends MailMessage {
  from: string;
  sentAt: Date;
}

export class OutboxMailer implements Mailer {
  readonly messages: SentMail[] = [];

  constructor(private readonly options: { from: string; dir?: string; clock?: Clock }) {}

  async send(message: MailMessage): Promise<void> {
    const sent: SentMail = {
      ...message,
      from: message.from ?? this.options.from,
      sentAt: (this.options.clock ?? systemClock).now(),
    };
    this.messages.push(sent); // before any await: a caller that does not wait still finds it
    if (!this.options.dir) return;
    await mkdir(this.options.dir, { recursive: true });
    const name = `${sent.sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    await writeFile(path.join(this.options.dir, name), toEml(sent), { mode: 0o600 });
  }

  /** The newest message to an address. */
  lastTo(to: string): SentMail | undefined {
    return this.messages.findLast((m) => m.to === to);
  }
}

/** An .eml a mail client opens: plain text, or text and HTML as alternatives; attachments after them. */
function toEml(m: SentMail): string {
  const head = [`From: ${m.from}`, `To: ${m.to}`, `Subject: ${m.subject}`, `Date: ${m.sentAt.toUTCString()}`];
  if (!m.attachments?.length) return [...head, 'MIME-Version: 1.0', ...bodyPart(m), ''].join('\r\n');
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  return [
    ...head,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...bodyPart(m),
    ...m.attachments.flatMap((a) => [
      `--${boundary}`,
      `Content-Type: ${a.contentType}; name="${a.filename}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${a.filename}"`,
      '',
      a.content.toString('base64').replace(/.{76}(?=.)/g, '$&\r\n'),
    ]),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** The message's text part, or its text and HTML as alternatives: a Content-Type header, a blank line, the body. */
function bodyPart(m: MailMessage): string[] {
  if (m.html === undefined) return ['Content-Type: text/plain; charset=utf-8', '', m.text];
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    m.html,
    `--${boundary}--`,
  ];
}

const nodemailer = onDemand<typeof import('nodemailer')>('nodemailer');

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer().createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ ...message, from: message.from ?? from });
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir?: string; clock?: Clock }): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : new OutboxMailer({ from: options.from, dir: options.outboxDir, clock: options.clock });
}
