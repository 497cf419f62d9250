/** A message to one person; the notifier decides how it travels. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An email address or an E.164 phone number. */
  to: string;
  subject: string;
  text: string;
}

/** Delivery of mail and SMS. Demo mode: the development outbox. Production: SMTP and an HTTP SMS provider. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

/** Sends each channel through its own notifier; a channel without one refuses (its sign-in method is off). */
export class ChannelNotifier implements Notifier {
  constructor(private readonly byChannel: Partial<Record<OutgoingMessage['channel'], Notifier>>) {}

  has(channel: OutgoingMessage['channel']): boolean {
    return Boolean(this.byChannel[channel]);
  }

  async send(message: OutgoingMessage): Promise<void> {
    const notifier = this.byChannel[message.channel];
    if (!notifier) throw new Error(`no notifier for ${message.channel}`);
    await notifier.send(message);
  }
}
