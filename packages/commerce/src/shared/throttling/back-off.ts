import type { Limiter, Throttling } from "./throttling.ts";

export interface BackOffRule {
  /** Attempts allowed in a row without waiting. */
  freeAttempts: number;
  /** The wait after the last free attempt; each further one doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A key's count of consecutive attempts is forgotten this long after its first one. */
  forgetAfterSeconds: number;
}

export type BackOffVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface BackOff {
  /** Counts an attempt for `key`: allowed now, or refused with the wait left (a refused attempt does not count). */
  attempt(key: string): Promise<BackOffVerdict>;
  /** The attempt succeeded: the key starts afresh. */
  succeeded(key: string): Promise<void>;
}

/**
 * Exponential back-off on consecutive attempts (failures until one succeeds): the first
 * `freeAttempts` go through at once; from then on each attempt must find the key's gate open, and
 * passing it closes the gate for firstDelay, then twice that, and so on up to maxDelay. Nobody
 * is locked out for good: the wait is bounded, and a success clears the key.
 *
 * Built on two limiters so that it holds under concurrency in every store: the attempt count is
 * one atomic increment (attempts in flight count too), and the gate is a one-point limiter whose
 * taking is atomic, so of simultaneous attempts past the free ones exactly one goes through.
 */
export function createBackOff(throttling: Throttling, name: string, rule: BackOffRule): BackOff {
  // Counts only: never refuses by itself.
  const attempts: Limiter = throttling.limiter(`${name}:attempts`, { points: Number.MAX_SAFE_INTEGER, durationSeconds: rule.forgetAfterSeconds });
  // Taking the gate holds it for the first delay until the attempt sets its own (just after).
  const gate: Limiter = throttling.limiter(`${name}:gate`, { points: 1, durationSeconds: rule.firstDelaySeconds });
  const delayAfter = (attempt: number) =>
    Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(60, attempt - rule.freeAttempts));

  return {
    async attempt(key) {
      const { consumed } = await attempts.consume(key);
      if (consumed < rule.freeAttempts) return { allowed: true };
      const passage = await gate.consume(key);
      if (!passage.allowed) {
        await attempts.refund(key);
        return { allowed: false, retryAfterSeconds: passage.retryAfterSeconds };
      }
      await gate.block(key, delayAfter(consumed));
      return { allowed: true };
    },
    async succeeded(key) {
      await Promise.all([attempts.forget(key), gate.forget(key)]);
    },
  };
}
