import { addDays } from '@estadia/domain';

// The demo happens in time order: every step of every story is placed on a Brasília day and hour,
// and the seed moves the app's clock to each in turn, so past stays were booked, paid, checked in
// and finished on their own days, by the same rules as today's.

/** A moment of the demo: `day` days from today (Brasília), at `time` ('HH:mm', Brasília). */
export interface DemoMoment {
  day: number;
  time: string;
}

/** The first day of the demo, in days from today: people sign up, the team is invited. */
export const DEMO_FIRST_DAY = -75;

export const at = (day: number, time = '10:00'): DemoMoment => ({ day, time });

/** The instant of a moment, never after `now` (today's steps happen before the demo is handed over). */
export function instantOf(moment: DemoMoment, today: string, now: Date): Date {
  const instant = new Date(`${addDays(today, moment.day)}T${moment.time}:00.000-03:00`);
  return instant.getTime() > now.getTime() ? now : instant;
}

export interface DemoStep {
  at: DemoMoment;
  /** What the step does, for the report of a step that failed. */
  label: string;
  run(): Promise<void>;
}

/**
 * One story of the demo (a rental from draft to its end, the team, a block…). Its steps run in order;
 * when one fails the story stops there and the others go on, so a feature missing from this build
 * costs only its own part of the demo.
 */
export interface DemoStory {
  name: string;
  steps: DemoStep[];
}

export interface DemoFailure {
  story: string;
  step: string;
  error: string;
}

interface PlacedStep {
  instant: number;
  order: number;
  story: DemoStory;
  step: DemoStep;
}

export interface TimelineOptions {
  today: string;
  now: Date;
  setClock(instant: Date): void;
  /** The periodic rules and the queued work, run once at the start of every simulated day. */
  daily(): Promise<void>;
}

/** Runs every story's steps in time order, with the daily rules in between; answers what failed. */
export async function runTimeline(stories: DemoStory[], options: TimelineOptions): Promise<DemoFailure[]> {
  const { today, now } = options;
  const placed: PlacedStep[] = [];
  let order = 0;
  for (const story of stories)
    for (const step of story.steps)
      placed.push({ instant: instantOf(step.at, today, now).getTime(), order: order++, story, step });
  placed.sort((a, b) => a.instant - b.instant || a.order - b.order);

  const failures: DemoFailure[] = [];
  const stopped = new Set<DemoStory>();
  let lastDay: string | undefined;
  for (const { instant, story, step } of placed) {
    const day = new Date(instant - 3 * 3_600_000).toISOString().slice(0, 10);
    // Each day from the previous step's to this one starts with its periodic round at 06:00.
    for (let next = lastDay ? addDays(lastDay, 1) : day; next <= day; next = addDays(next, 1)) {
      const morning = instantOf({ day: 0, time: '06:00' }, next, now);
      options.setClock(morning.getTime() < instant ? morning : new Date(instant));
      await options.daily();
    }
    lastDay = day;
    if (stopped.has(story)) continue;
    options.setClock(new Date(instant));
    try {
      await step.run();
    } catch (error) {
      stopped.add(story);
      failures.push({ story: story.name, step: step.label, error: (error as Error).message });
    }
  }
  options.setClock(now);
  await options.daily();
  return failures;
}
