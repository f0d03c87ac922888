import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

export { freePort } from '~/server/lib/free-port';

/** Starts a server process in its own process group and waits for it to print `ready`. */
export async function startProcess(cmd: string, args: string[], env: Record<string, string | undefined>): Promise<ChildProcess> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return child;
}

export function stopProcess(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** Makes sure a Debian package's command is there (benchmarks only; the product needs none). */
export function ensureCommand(command: string, aptPackage: string): boolean {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
    return true;
  } catch {
    try {
      execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${aptPackage}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  }
}
