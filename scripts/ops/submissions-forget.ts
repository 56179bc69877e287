/**
 * `npm run submissions:forget -- <email>`: a visitor's deletion request (the privacy policy
 * promises to act within 30 days). Deletes every submission held for that address, in any case,
 * spam included, with any resume, and its job alert subscription (with the roles it was sent
 * and its queued emails), from the local server's database (DATABASE_URL or PGlite in
 * .data/), and the local outbox's copies of their emails; prints what it removed. Emails already
 * delivered to the firm's mailbox (MAIL_TO) are not reachable from here: delete them there.
 * Stop the local server first when it uses PGlite.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isValidEmail } from '../../supabase/functions/_shared/core/rules.ts';
import { openLocalBackend } from '../local/local-functions';

const projectRoot = path.resolve(__dirname, '../..');

/**
 * Outbox files (local emails) about the address: the notification's reply-to is the visitor; an
 * applicant's or a hiring manager's confirmation and the job alerts are addressed to them.
 */
function forgetOutbox(dir: string, address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    try {
      const email = JSON.parse(readFileSync(full, 'utf8')) as { replyTo?: string; to?: unknown };
      const to = Array.isArray(email.to) ? email.to.map((t) => String(t).trim().toLowerCase()) : [];
      if (email.replyTo?.trim().toLowerCase() !== address && !to.includes(address)) continue;
    } catch {
      continue;
    }
    rmSync(full);
    removed.push(file);
  }
  return removed;
}

async function main() {
  const address = (process.argv[2] ?? '').trim().toLowerCase();
  if (!isValidEmail(address)) {
    console.error('Usage: npm run submissions:forget -- <email address>');
    process.exit(2);
  }
  const backend = await openLocalBackend(process.env);
  try {
    const removed = await backend.store.forget(address);
    console.log(
      `Removed ${removed.length} submission(s) held for ${address} (${backend.describe}):`,
    );
    for (const row of removed) {
      const resume = row.resumeFilename ? `, resume ${row.resumeFilename}` : '';
      const spam = row.spamReason ? ' [spam]' : '';
      console.log(
        `  ${row.kind.padEnd(14)} ${row.id}  ${row.createdAt.toISOString()}  ${row.name}  "${row.topic}"${resume}${spam}`,
      );
    }
    // Job alerts: the subscription (confirmed or pending), its sent roles and its queued emails.
    const alerts = await backend.alerts.forget(address);
    console.log(`Removed ${alerts.length} job alert subscription(s) held for ${address}`);
    for (const row of alerts)
      console.log(`  job alert    ${row.id}  ${row.createdAt.toISOString()}  ${row.state}`);
    if (!process.env.RESEND_API_KEY) {
      const outbox = path.resolve(projectRoot, process.env.LOCAL_OUTBOX_DIR || '.outbox');
      const files = forgetOutbox(outbox, address);
      console.log(
        `Removed ${files.length} email(s) from the local outbox${files.length ? `: ${files.join(', ')}` : ''}`,
      );
    }
    console.log(
      'Emails already delivered to the mailbox (MAIL_TO, RECRUITING_EMAIL) are not touched here: delete them there too.',
    );
    if (removed.some((row) => row.kind === 'application'))
      console.log(
        'Applications were handed to Zoho Recruit: delete the candidate there too (docs/jobs.md, "Applications").',
      );
    if (removed.some((row) => row.kind === 'talent-network'))
      console.log(
        'Joins of the talent network were handed to Zoho Recruit: delete the candidate there too, or the note the join left on it (docs/jobs.md, "The talent network").',
      );
    if (removed.some((row) => row.kind === 'talent-request'))
      console.log(
        'Requests for talent were handed to Zoho Recruit: delete the contact there too, and the requester\'s details in their openings (docs/jobs.md, "Requests for talent").',
      );
  } finally {
    await backend.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
