/**
 * The SMTP transport, when configured: SMTP_URL (e.g. `smtp://user:pass@mail.example.com:587`,
 * `smtps://…` for implicit TLS) and EMAIL_FROM (the sender address). Without SMTP_URL no email
 * leaves the API: the outbox keeps them, readable in the console.
 */
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The text as HTML (escaped, line breaks as <br>): what mail clients show. */
  html: string;
}

/** What the sender needs of a transport (nodemailer's, or a test double of it). */
export interface MailTransport {
  sendMail(email: OutgoingEmail): Promise<unknown>;
  close?: () => void;
}

export const DEFAULT_EMAIL_FROM = 'Organizer Console <no-reply@console.invalid>';

export interface SmtpSettings {
  transport: MailTransport;
  from: string;
}

export function smtpFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  return {
    transport: nodemailer.createTransport(url),
    from: env.EMAIL_FROM?.trim() || DEFAULT_EMAIL_FROM,
  };
}
