import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@rostra/platform';

// Super admins come from configuration: SUPER_ADMIN_EMAILS, plus DATA_DIR/super-admins.txt (one
// address a line), which the demo seed writes so its super admin stays one across restarts.

const file = (config: Config) => join(config.dataDir, 'super-admins.txt');

export function withDataDirSuperAdmins(config: Config): Config {
  if (!existsSync(file(config))) return config;
  const listed = readFileSync(file(config), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);
  return { ...config, SUPER_ADMIN_EMAILS: [...new Set([...config.SUPER_ADMIN_EMAILS, ...listed])] };
}

export function addDataDirSuperAdmin(config: Config, email: string): void {
  mkdirSync(config.dataDir, { recursive: true });
  appendFileSync(file(config), `${email.toLowerCase()}\n`);
}
