/** Wall clock with an offset that tests and the control API can move forward (token and code expiry). */
export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
