function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Times in the house format: `yyyy-MM-dd HH:mm:ss`, server local time. */
export class EngineClock {
  constructor(private readonly now: () => Date = () => new Date()) {}

  timestamp(): string {
    const d = this.now();
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }
}
