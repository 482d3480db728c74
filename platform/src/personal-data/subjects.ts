import type { DataSubject } from '@rostra/contracts';

/** The key store's name of a data subject, written in clear beside each sealed field: ids only. */
export function subjectId(subject: DataSubject): string {
  if ('user' in subject) return `user:${subject.user}`;
  if ('member' in subject) return `member:${subject.member}`;
  return `creation-token:${subject.creationToken}`;
}
