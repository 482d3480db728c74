import { randomUUID } from 'node:crypto';
import { Command } from 'commander';
import { creationTokenIssueBody } from '@rostra/contracts';
import { issueCreationToken } from '@rostra/command-api/creation-tokens/issue';
import { AppError, loadConfig, parse, systemClock } from '@rostra/platform';
import { openStores } from '../server/stores.ts';

interface IssueOptions {
  days?: string;
  notes?: string;
  email?: string;
  organization?: string;
}

/**
 * `rostra admin issue-token`: a creation token for the first organization of a new install,
 * through the same decider as the API. The log records no user as its actor, and a correlation
 * id starting with `cli-`.
 */
export function adminCommand(print: (line: string) => void = console.log): Command {
  const issue = new Command('issue-token')
    .description('Issue an organization-creation token and print it')
    .option('--days <n>', 'days until it expires (1-90)', '14')
    .option('--notes <text>', 'notes kept with the token')
    .option('--email <address>', 'who asked for it')
    .option('--organization <name>', 'the organization it is meant for')
    .action(async (options: IssueOptions) => {
      let body;
      try {
        body = parse(creationTokenIssueBody, {
          expires_in_days: Number(options.days),
          notes: options.notes,
          requested_by_email: options.email,
          intended_organization_name: options.organization,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        console.error(error.detail.replace(/^expires_in_days/, '--days').replace(/^requested_by_email/, '--email'));
        process.exitCode = 2;
        return;
      }
      const stores = await openStores(loadConfig());
      try {
        const context = { actorUserId: null, actorEmail: null, correlationId: `cli-${randomUUID()}` };
        const { token } = await issueCreationToken(stores.events, body, context, systemClock.now());
        print(`Creation token: ${token.token}`);
        print(`Expires: ${token.expires_at}`);
      } finally {
        await stores.close();
      }
    });
  return new Command('admin').description('Super-admin tasks from the command line').addCommand(issue);
}
