import { execFile } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL server programs a replica test needs. */
const PROGRAMS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** The newest PostgreSQL server's programs on this machine (Debian's /usr/lib/postgresql/<version>/bin, or PG_BIN_DIR), or null. */
export function postgresPrograms(): string | null {
  const candidates = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join('/usr/lib/postgresql', version, 'bin'))
      : [];
  return candidates.find((dir) => PROGRAMS.every((program) => existsSync(join(dir, program)))) ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ReplicaCluster = {
  primaryUrl: (database: string) => string;
  replicaUrl: (database: string) => string;
  /** A copy of the primary made now with pg_basebackup -R, started on its own port. */
  startReplica: () => Promise<void>;
  /** Stops the replica at once (immediate mode: its connections are cut, as in a crash). */
  stopReplica: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A primary PostgreSQL cluster of its own (initdb in a temporary folder, its own port,
 * wal_level=replica, replication allowed from this machine, pg_stat_statements loaded). The server
 * refuses to run as root, so as root the programs run as the postgres user (runuser).
 */
export async function startPrimaryCluster(bin: string): Promise<ReplicaCluster> {
  const root = mkdtempSync(join(tmpdir(), 'chairside-replica-'));
  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | null = null;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    owner = { uid: Number(stdout.trim()), gid: Number(group.trim()) };
    chownSync(root, owner.uid, owner.gid);
  }
  chmodSync(root, 0o700);
  const program = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args], { cwd: root }) : run(join(bin, name), args, { cwd: root });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  await program('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N']);
  // initdb's pg_hba.conf already lets this machine replicate with trust ('host replication all 127.0.0.1/32').
  appendFileSync(
    join(primaryDir, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
      "shared_preload_libraries = 'pg_stat_statements'",
      'pg_stat_statements.track = all',
      '',
    ].join('\n'),
  );
  const start = (dir: string, name: string) => program('pg_ctl', ['-D', dir, '-l', join(root, `${name}.log`), '-w', '-t', '60', 'start']);
  await start(primaryDir, 'primary');
  let replicaRunning = false;
  const url = (port: number) => (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    startReplica: async () => {
      await program('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
      // The copy carries the primary's settings: only its port differs (the last setting wins).
      appendFileSync(join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
      await start(replicaDir, 'replica');
      replicaRunning = true;
    },
    stopReplica: async () => {
      await program('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']);
      replicaRunning = false;
    },
    close: async () => {
      if (replicaRunning) await program('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await program('pg_ctl', ['-D', primaryDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
