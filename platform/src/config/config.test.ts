import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to the embedded stores under ./data on port 8080', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.eventStoreUrl).toMatch(/^sqlite:.*\/data\/events\.db$/);
    expect(config.readStoreUrl).toMatch(/^sqlite:.*\/data\/read\.db$/);
    expect(config.DEMO).toBe(true);
  });

  it('switches to EventStoreDB and MongoDB by URL alone', () => {
    const config = loadConfig({
      EVENT_STORE_URL: 'esdb://eventstore:2113?tls=false',
      MONGODB_URL: 'mongodb://mongo:27017/?replicaSet=rs0',
    });
    expect(config.eventStoreUrl).toBe('esdb://eventstore:2113?tls=false');
    expect(config.readStoreUrl).toBe('mongodb://mongo:27017/?replicaSet=rs0');
  });

  it('lists every invalid variable with the reason', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', EVENT_STORE_URL: 'postgres://x', SUPER_ADMIN_EMAILS: 'root@example.com, nope' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT:');
      expect(problems).toContain('EVENT_STORE_URL: must start with esdb://, sqlite: or memory:');
      expect(problems).toContain('SUPER_ADMIN_EMAILS');
    }
  });

  it('normalises the super admin list', () => {
    expect(loadConfig({ SUPER_ADMIN_EMAILS: ' Root@Example.com ,ops@example.com' }).SUPER_ADMIN_EMAILS).toEqual([
      'root@example.com',
      'ops@example.com',
    ]);
  });
});

describe('the solver', () => {
  it('runs by the clock with its default seed unless told a round limit and a seed', () => {
    const config = loadConfig({});
    expect(config.SOLVER_MAX_ROUNDS).toBeUndefined();
    expect(config.SOLVER_SEED).toBeUndefined();
    expect(loadConfig({ SOLVER_MAX_ROUNDS: '40', SOLVER_SEED: '7' })).toMatchObject({ SOLVER_MAX_ROUNDS: 40, SOLVER_SEED: 7 });
  });

  it('answers within 0.5 % of the optimum unless told another gap tolerance, in percent', () => {
    expect(loadConfig({}).SOLVER_GAP_TOLERANCE).toBe(0.5);
    expect(loadConfig({ SOLVER_GAP_TOLERANCE: '0' }).SOLVER_GAP_TOLERANCE).toBe(0);
    expect(() => loadConfig({ SOLVER_GAP_TOLERANCE: '-1' })).toThrow(/SOLVER_GAP_TOLERANCE/);
  });

  it('refuses a round limit or a seed that is not a whole number', () => {
    expect(() => loadConfig({ SOLVER_MAX_ROUNDS: '0' })).toThrow(/SOLVER_MAX_ROUNDS/);
    expect(() => loadConfig({ SOLVER_MAX_ROUNDS: '2.5' })).toThrow(/SOLVER_MAX_ROUNDS/);
    expect(() => loadConfig({ SOLVER_SEED: '-1' })).toThrow(/SOLVER_SEED/);
  });
});

describe('empty variables', () => {
  it('count as not set', () => {
    const config = loadConfig({ SMTP_URL: '', EVENT_STORE_URL: '', PORT: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.eventStoreUrl).toMatch(/^sqlite:/);
  });
});

describe('trusted proxies', () => {
  it('trust none by default: the socket peer is the client', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('take a hop count, or addresses, CIDRs and the presets of Express', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8 ,172.18.0.2' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '172.18.0.2',
    ]);
  });

  it.each(['true', 'nginx', '10.0.0.0/33', '10.0.0.1/8/1', ','])('refuse %j, naming what is wrong', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: must be a hop count or a comma-separated list of addresses, CIDRs, loopback, linklocal or uniquelocal/,
    );
  });
});
