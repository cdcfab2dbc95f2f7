import process from "node:process";

/**
 * What the cluster's primary knows of its server processes, told to each of them over the
 * cluster channel so that `/readyz` (answered by a server process) can report it: how many
 * exited in the last minute, how long the next replacement waits, how many are waiting.
 */
export interface SupervisorState {
  exitsLastMinute: number;
  /** The wait before replacing a server process that exits now. */
  restartDelayMs: number;
  /** Server processes exited and not replaced yet. */
  waitingToRestart: number;
}

export const SUPERVISOR_MESSAGE = "eb:supervisor";
export interface SupervisorMessage {
  type: typeof SUPERVISOR_MESSAGE;
  state: SupervisorState;
}

const WINDOW_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * The primary's book of exits. A server process that exits is replaced after 1 s, doubled for
 * each other exit within the last minute, at most 30 s: a fault that lasts (the database gone
 * for minutes) costs a fork every 30 s, not a spin, and the shop comes back by itself when the
 * fault ends. Never "give up": a primary that stops closes the port for good.
 */
export function createSupervisorState() {
  const exits: number[] = [];
  let waiting = 0;
  const recent = (now: number) => {
    while (exits.length > 0 && exits[0] <= now - WINDOW_MS) exits.shift();
    return exits.length;
  };
  const delayFor = (exitsInWindow: number) => Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, exitsInWindow - 1));
  return {
    /** Records an exit; returns how long to wait before replacing that process. */
    exited(now: number): number {
      exits.push(now);
      waiting += 1;
      return delayFor(recent(now));
    },
    replaced() {
      waiting = Math.max(0, waiting - 1);
    },
    state(now: number): SupervisorState {
      const exitsLastMinute = recent(now);
      return { exitsLastMinute, restartDelayMs: delayFor(exitsLastMinute + 1), waitingToRestart: waiting };
    },
  };
}

let received: SupervisorState | undefined;

/** In a server process: keeps the latest state the primary sent. */
export function receiveSupervisorState() {
  process.on("message", (message: Partial<SupervisorMessage> | undefined) => {
    if (message?.type === SUPERVISOR_MESSAGE && message.state) received = message.state;
  });
}

/** The primary's latest state; undefined in a single-process server. */
export const supervisorState = (): SupervisorState | undefined => received;
