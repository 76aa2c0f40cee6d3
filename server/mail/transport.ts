import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import { getEnv } from "../config/env";

export type MailAttachment = {
  filename: string;
  content: string | Buffer;
  contentType?: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** The sender, when not MAIL_FROM ("Name <address>"): a reply to a contact message goes from the firm's address. */
  from?: string;
  /** Where the recipient's answer goes; unset, no Reply-To header. */
  replyTo?: string;
};

/** A message as the outbox worker hands it over: with its stable Message-ID, the same on every retry. */
export type OutgoingMail = MailMessage & { messageId?: string };

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  /** The From and Reply-To headers as sent. */
  from?: string;
  replyTo?: string;
  /** Text attachments (e.g. .ics calendar files) as sent, so tests can read them; binary ones as base64. */
  attachments?: { filename: string; contentType?: string; content: string; encoding: "utf8" | "base64" }[];
};

type CachedSmtp = { url: string; transporter: Transporter };

let cachedSmtp: CachedSmtp | undefined;
let outboxTransporter: Transporter | undefined;
let lastIdStamp = "";
let sameStampCount = 0;

/**
 * Hands one message to SMTP when SMTP_URL is set, otherwise writes it to DATA_DIR/outbox (development and
 * tests). Only the outbox worker calls this: the rest of the platform queues mail with `enqueueMail`
 * (server/mail/outbox.ts) in the transaction of the change that caused it.
 */
export async function transmitMail(message: OutgoingMail): Promise<void> {
  const env = getEnv();
  const options = toMailOptions(message, env.MAIL_FROM);
  if (env.SMTP_URL) {
    await getSmtpTransporter(env.SMTP_URL).sendMail(options);
    logSentMail(message, "smtp");
  } else {
    const id = await writeToOutbox({ options, message, dataDir: env.DATA_DIR });
    logSentMail(message, `outbox ${id}`);
  }
}

/** Messages written to the file outbox, oldest first; for development and tests (see `readOutbox` in ./outbox). */
export async function readFileOutbox(opts: { to?: string } = {}): Promise<OutboxMessage[]> {
  const dir = getOutboxDir(getEnv().DATA_DIR);
  const names = await listJsonFiles(dir);
  const messages = await Promise.all(names.map((name) => readOutboxFile(path.join(dir, name))));
  const wanted = opts.to ? normalizeAddress(opts.to) : undefined;
  return wanted ? messages.filter((m) => normalizeAddress(m.to) === wanted) : messages;
}

/** Tests switch SMTP_URL between files; this closes and forgets the cached transporters. */
export function resetMailTransportForTests() {
  cachedSmtp?.transporter.close();
  cachedSmtp = undefined;
  outboxTransporter = undefined;
}

function toMailOptions(message: OutgoingMail, from: string): SendMailOptions {
  return {
    from: message.from ?? from,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments,
  };
}

function getSmtpTransporter(url: string): Transporter {
  if (cachedSmtp?.url !== url) {
    cachedSmtp?.transporter.close();
    // Timeouts well inside the outbox worker's lease, so a hung server never lets a second worker send the same message.
    cachedSmtp = {
      url,
      transporter: nodemailer.createTransport({ url, pool: true, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    };
  }
  return cachedSmtp.transporter;
}

function getOutboxTransporter(): Transporter {
  outboxTransporter ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return outboxTransporter;
}

function getOutboxDir(dataDir: string) {
  return path.join(dataDir, "outbox");
}

async function writeToOutbox(args: { options: SendMailOptions; message: MailMessage; dataDir: string }) {
  const dir = getOutboxDir(args.dataDir);
  await fs.mkdir(dir, { recursive: true });
  const info = await getOutboxTransporter().sendMail(args.options);
  const createdAt = new Date();
  const id = createOutboxId(createdAt);
  const sidecar: OutboxMessage = {
    id,
    to: args.message.to,
    subject: args.message.subject,
    text: args.message.text,
    html: args.message.html,
    createdAt: createdAt.toISOString(),
    from: String(args.options.from),
    ...(args.message.replyTo ? { replyTo: args.message.replyTo } : {}),
    ...(args.message.attachments?.length
      ? {
          attachments: args.message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: typeof a.content === "string" ? a.content : a.content.toString("base64"),
            encoding: typeof a.content === "string" ? ("utf8" as const) : ("base64" as const),
          })),
        }
      : {}),
  };
  // The sidecar is written last and renamed into place, so a reader never sees a half-written message.
  await fs.writeFile(path.join(dir, `${id}.eml`), info.message as Buffer);
  await writeFileAtomically(path.join(dir, `${id}.json`), JSON.stringify(sidecar, null, 2));
  return id;
}

/** Sortable by time: the timestamp, a per-process counter for messages in the same millisecond, a random suffix. */
function createOutboxId(createdAt: Date) {
  const stamp = createdAt.toISOString().replace(/[-:.]/g, "");
  sameStampCount = stamp === lastIdStamp ? sameStampCount + 1 : 0;
  lastIdStamp = stamp;
  const counter = sameStampCount.toString().padStart(4, "0");
  return `${stamp}-${counter}-${crypto.randomBytes(4).toString("hex")}`;
}

async function writeFileAtomically(file: string, content: string) {
  const temporary = `${file}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

async function listJsonFiles(dir: string) {
  try {
    const names = await fs.readdir(dir);
    return names.filter((name) => name.endsWith(".json")).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function readOutboxFile(file: string): Promise<OutboxMessage> {
  return JSON.parse(await fs.readFile(file, "utf8"));
}

function normalizeAddress(address: string) {
  return address.trim().toLowerCase();
}

function logSentMail(message: MailMessage, via: string) {
  // Never log the body: it carries one-time sign-in and reset links.
  console.info(`[mail] sent to=${message.to} subject=${JSON.stringify(message.subject)} via=${via}`);
}
