import nodemailer, { type Transporter } from 'nodemailer';
import type { Notifier, OutgoingMessage } from './notifier.js';

/** Email over SMTP (nodemailer), from SMTP_URL and MAIL_FROM. */
export class SmtpMailer implements Notifier {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}
