import { zhCN } from '../zhCN.ts';

/** Greeting by hour (part 1 §9): before 9 morning, up to 11 forenoon, up to 13 noon, before 20 afternoon, else evening. */
export function greetingFor(hour: number): string {
  const { greeting } = zhCN.home;
  if (hour < 9) return greeting.morning;
  if (hour <= 11) return greeting.forenoon;
  if (hour <= 13) return greeting.noon;
  if (hour < 20) return greeting.afternoon;
  return greeting.evening;
}
