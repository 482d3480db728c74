import { createHash } from 'node:crypto';
import type { DataSubject } from '@rostra/contracts';

/**
 * The key store's name of a data subject. An address that is not yet an account is named by its
 * hash: the name is written in clear beside every encrypted field, and must say nothing itself.
 */
export function subjectId(subject: DataSubject): string {
  if ('user' in subject) return `user:${subject.user}`;
  if ('member' in subject) return `member:${subject.member}`;
  return `email:${createHash('sha256').update(subject.email.toLowerCase()).digest('base64url')}`;
}
