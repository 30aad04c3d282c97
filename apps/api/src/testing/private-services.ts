// A PostgreSQL and a Redis of the test's own, on loopback, for the fault tests: they are killed and restarted in the
// middle of a job, which the servers other test files share must never be. They need the server binaries that
// `.ci/run` installs from Debian (postgresql, redis-server).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function postgresBin(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [])).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL server under ${root}: install the Debian package postgresql`);
  return join(root, versions[0], 'bin');
}

export interface PrivatePostgres {
  /** The `postgres` database, as the superuser. */
  adminUrl: string;
  /** Stops the server the hard way (as a crash would: no checkpoint) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** initdb and pg_ctl as the `postgres` user when the tests run as root (PostgreSQL refuses to run as root). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await postgresBin();
  const root = await mkdtemp(join(tmpdir(), 'rnorm-fault-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    await chown(root, uid, uid);
    await chmod(root, 0o755);
  }
  const pgExec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  await pgExec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off -c synchronous_commit=off`;
  const start = () => pgExec('pg_ctl', ['-D', data, '-l', join(root, 'log'), '-w', '-t', '60', '-o', options, 'start']);
  const stop = (mode: 'immediate' | 'fast') => pgExec('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      await stop('immediate');
      await start();
    },
    async stop() {
      await stop('fast').catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  /** Kills the server and starts an empty one on the same port: everything it held is lost, as without persistence. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Whether a Redis answers PING on the port (in RESP, without a client library's reconnecting). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      if (await answersPing(port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  const kill = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url,
    async restart() {
      await kill();
      await start();
    },
    stop: kill,
  };
}
