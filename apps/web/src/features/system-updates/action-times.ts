import { PACKAGE_CHECKING_WINDOW_MS } from '@rnorm/contracts';

/** When the user last ran an action on each package, in ms since the epoch, kept across reloads. */
export type ActionTimes = Readonly<Record<string, number>>;

export const ACTION_TIMES_KEY = 'rnorm.packageActionTimes';

const isRecent = (time: number, now: number) => now - time < PACKAGE_CHECKING_WINDOW_MS && time <= now + 1_000;

function readStored(storage: Storage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ACTION_TIMES_KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((pair): pair is [string, number] => typeof pair[1] === 'number'),
    );
  } catch {
    return {};
  }
}

function writeStored(storage: Storage, times: Record<string, number>) {
  try {
    if (Object.keys(times).length === 0) storage.removeItem(ACTION_TIMES_KEY);
    else storage.setItem(ACTION_TIMES_KEY, JSON.stringify(times));
  } catch {
    // Storage may be full or unavailable (private windows); the window then lasts only as long as the page.
  }
}

/**
 * The actions still inside the checking window (spec section 4: 70 s after a successful action); records older than
 * that are removed from storage.
 */
export function readActionTimes(now: number, storage: Storage = localStorage): ActionTimes {
  const stored = readStored(storage);
  const recent = Object.fromEntries(Object.entries(stored).filter(([, time]) => isRecent(time, now)));
  if (Object.keys(recent).length !== Object.keys(stored).length) writeStored(storage, recent);
  return recent;
}

/** Records a successful action on a package, and returns the records still inside the window. */
export function recordActionTime(name: string, now: number, storage: Storage = localStorage): ActionTimes {
  const times = { ...readActionTimes(now, storage), [name]: now };
  writeStored(storage, times);
  return times;
}

export function isInCheckingWindow(times: ActionTimes, name: string, now: number): boolean {
  const time = times[name];
  return time !== undefined && isRecent(time, now);
}
