/**
 * When a solve answers before its budget: once the proven gap is within the tolerance
 * (`SOLVER_GAP_TOLERANCE`, in percent, default 0.5 %), or once it has a valid schedule and neither
 * that schedule nor the bound has improved for a while. The admin waits for the answer: a
 * 100-employee month whose 468 was proved optimal in 6.7 s once ran its whole 45 s budget when the
 * bound stopped short of the proof (docs/solver-benchmarks.md, "Time to answer"). Pure: the
 * orchestrator (solve.ts) tells it the time.
 */
export const DEFAULT_GAP_TOLERANCE = 0.005;

/**
 * Stalled: nothing improved for at least STALL_SECONDS and for at least STALL_SHARE of the time
 * elapsed (a search that last improved at 20 s stops at 40 s at the earliest): late improvements
 * come where earlier ones came slowly, and the rule leaves those runs their time.
 */
export const STALL_SECONDS = 5,
  STALL_SHARE = 0.5;

/** The gap tolerance as a fraction, from `SOLVER_GAP_TOLERANCE` in percent (anything but a number ≥ 0 is ignored). */
export function gapTolerance(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SOLVER_GAP_TOLERANCE?.trim();
  const percent = raw ? Number(raw) : NaN;
  return Number.isFinite(percent) && percent >= 0 ? percent / 100 : DEFAULT_GAP_TOLERANCE;
}

export interface StopSettings {
  gapTolerance: number;
  /** Undefined: no stall rule (the solve runs until the gap closes or its budget ends). */
  stall?: { seconds: number; share: number };
}

export class StopRule {
  private lastChange = 0;
  private objective = Infinity;
  private bound = -Infinity;
  /** Threads at work on a step that may still improve the answer (a neighbourhood HiGHS solves). */
  private busy = 0;

  constructor(private readonly settings: StopSettings) {}

  /** What the threads stand at, `seconds` into the solve (objective: the best valid schedule's, if any). */
  update(seconds: number, objective: number | undefined, bound: number | undefined): void {
    if ((objective !== undefined && objective < this.objective) || (bound !== undefined && bound > this.bound)) this.lastChange = seconds;
    if (objective !== undefined) this.objective = Math.min(this.objective, objective);
    if (bound !== undefined) this.bound = Math.max(this.bound, bound);
  }

  /**
   * A thread begins (`on`) or ends a step whose outcome may still improve the answer: no stall
   * while one runs. The 40-employee month stalled at 1,143 after 16 s while the bound thread's
   * neighbourhood, which finds 1,110, was under way (docs/solver-benchmarks.md#time-to-answer).
   */
  working(on: boolean): void {
    this.busy = Math.max(0, this.busy + (on ? 1 : -1));
  }

  /** Whether the proven gap is within the tolerance. */
  sure(): boolean {
    if (!Number.isFinite(this.objective) || !Number.isFinite(this.bound)) return false;
    const gap = Math.max(0, this.objective - this.bound) / Math.max(1, Math.abs(this.objective));
    return gap <= this.settings.gapTolerance + 1e-12;
  }

  /** Whether, at `seconds`, a valid schedule is in hand and nothing has improved for long enough. */
  stalled(seconds: number): boolean {
    const stall = this.settings.stall;
    if (!stall || !Number.isFinite(this.objective) || this.busy > 0) return false;
    const quiet = seconds - this.lastChange;
    return quiet >= stall.seconds && quiet >= stall.share * seconds;
  }
}
